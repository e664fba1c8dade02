import { useEffect, useState } from "react";
import { toast } from "./toaster";

export interface FlashView {
  tone: "success" | "error";
  text: string;
}

/**
 * A flash message from the server (POST-redirect-GET without JavaScript) is
 * server HTML in a status region; once JavaScript runs, a toast takes it over
 * so both ways end the same.
 */
export function FlashStatus({ flash }: { flash: FlashView | null }) {
  const [toasted, setToasted] = useState<FlashView | null>(null);
  useEffect(() => {
    if (!flash) return;
    if (flash.tone === "success") toast.success(flash.text);
    else toast.error(flash.text);
    setToasted(flash);
  }, [flash]);
  const shown = flash && toasted !== flash ? flash : null;
  return (
    <div className={`flash-status${shown ? ` flash-${shown.tone}` : ""}`} role="status">
      {shown ? <p>{shown.text}</p> : null}
    </div>
  );
}
