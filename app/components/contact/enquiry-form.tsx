/**
 * The Get in Touch form (SPEC sections 2, 4 and 5). Without JavaScript it is a
 * plain POST to the route's action; with it, conform validates on submit and
 * revalidates on input with the same schema as the action, and a fetcher sends
 * it so that the page stays put and toasts report the outcome.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type HTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { ENQUIRY_FIELDS, type EnquiryErrorKey, type EnquiryField } from "~/content/enquiry-fields";
import type { EnquiryConstraint } from "./enquiry.server";
import type { validateEnquiry } from "./enquiry-validation";
import type { Lang } from "~/i18n/config";
import { CLIENT_FETCHER, CLIENT_FIELD, HONEYPOT_FIELD, type EnquiryActionData } from "./enquiry-protocol";
import { toast } from "./toaster";

export const ENQUIRY_FORM_ID = "contact-form";

interface InputSpec {
  type: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** E-mail addresses and phone numbers read left to right, also in Arabic. */
  ltr?: boolean;
  hint?: boolean;
}

const INPUTS: Record<Exclude<EnquiryField, "comment">, InputSpec> = {
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", ltr: true },
  phoneNumber: { type: "tel", autoComplete: "tel", inputMode: "numeric", ltr: true, hint: true },
  jobTitle: { type: "text", autoComplete: "organization-title" },
  companyName: { type: "text", autoComplete: "organization" },
  country: { type: "text", autoComplete: "country-name" },
};

type Validator = typeof validateEnquiry;

export function EnquiryForm({
  lang,
  actionData,
  constraint,
}: {
  lang: Lang;
  actionData: EnquiryActionData | undefined;
  constraint: EnquiryConstraint;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EnquiryActionData>({ key: ENQUIRY_FORM_ID });
  const action = `/${lang}/contact-us`;
  const busy = fetcher.state !== "idle";
  // The fetcher's answer (JavaScript) wins over the page's own (no JavaScript, or sent before hydration).
  const answer = fetcher.data ?? actionData;

  // zod arrives with the first interaction; a submit that beats it waits for it (the action validates too).
  const [validate, setValidate] = useState<Validator | null>(null);
  const submitWhenReady = useRef(false);
  useEffect(() => {
    if (!validate || !submitWhenReady.current) return;
    submitWhenReady.current = false;
    const element = document.getElementById(ENQUIRY_FORM_ID);
    if (element instanceof HTMLFormElement) element.requestSubmit();
  }, [validate]);
  const loadValidation = useCallback(() => {
    if (validate) return;
    void import("./enquiry-validation").then((m) => setValidate(() => m.validateEnquiry));
  }, [validate]);

  const [form, fields] = useForm({
    id: ENQUIRY_FORM_ID,
    lastResult: answer?.result,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (busy) return;
      // Submitted before the validator arrived: fetch it, then submit again through conform.
      if (!validate) {
        submitWhenReady.current = true;
        loadValidation();
        return;
      }
      formData.set(CLIENT_FIELD, CLIENT_FETCHER);
      fetcher.submit(formData, { method: "post", action, encType: "multipart/form-data" });
    },
  });

  // One toast per answer: success clears the form (conform resets on the reply), failure keeps it.
  const handled = useRef<EnquiryActionData | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.outcome === "sent") toast.success(t("contact.success"));
    else if (data.outcome === "failed" || data.outcome === "rateLimited")
      toast.error(data.message ?? t("contact.failure"));
  }, [fetcher.data, t]);

  // Without JavaScript the page itself carries the outcome (a toast reports it otherwise).
  const pageMessage = !fetcher.data && actionData && actionData.outcome !== "sent" ? actionData.message : null;
  const firstInvalid = !fetcher.data && actionData?.outcome === "invalid" ? firstInvalidField(actionData) : null;

  const errorText = (meta: FieldMetadata<string>) => {
    const key = meta.errors?.[0];
    return key ? t(`contact.errors.${key as EnquiryErrorKey}`) : null;
  };

  const input = (name: Exclude<EnquiryField, "comment">) => {
    const meta = fields[name];
    const spec = INPUTS[name];
    const error = errorText(meta);
    const hintId = spec.hint ? `${meta.id}-hint` : null;
    const { key, ...props } = getInputProps(meta, { type: spec.type, ariaAttributes: false });
    return (
      <div className={`form-field field-${name}`}>
        <label htmlFor={meta.id}>
          {t(`contact.fields.${name}`)}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <input
          key={key}
          {...props}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          dir={spec.ltr ? "ltr" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? meta.errorId : null].filter(Boolean).join(" ") || undefined}
          // Without JavaScript the first invalid field takes the focus as the page loads.
          autoFocus={firstInvalid === name}
        />
        {hintId ? (
          <p id={hintId} className="field-hint">
            {t(`contact.hints.${name as "phoneNumber"}`)}
          </p>
        ) : null}
        <p id={meta.errorId} className="field-error">
          {error}
        </p>
      </div>
    );
  };

  const comment = fields.comment;
  const commentError = errorText(comment);
  const { key: commentKey, ...commentProps } = getTextareaProps(comment, { ariaAttributes: false });

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="enquiry-form"
      {...getFormProps(form)}
      aria-describedby={`${ENQUIRY_FORM_ID}-note`}
      onFocusCapture={loadValidation}
      onPointerEnter={loadValidation}
    >
      <p id={`${ENQUIRY_FORM_ID}-note`} className="form-note">
        {t("contact.requiredNote")}
      </p>
      <div className="form-alert" role="alert">
        {pageMessage ? <p>{pageMessage}</p> : null}
      </div>
      <div className="form-grid">
        {input("firstName")}
        {input("lastName")}
        {input("email")}
        {input("phoneNumber")}
        {input("jobTitle")}
        {input("companyName")}
        {input("country")}
        <div className="form-field field-comment">
          <label htmlFor={comment.id}>
            {t("contact.fields.comment")}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            key={commentKey}
            {...commentProps}
            rows={6}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? comment.errorId : undefined}
            autoFocus={firstInvalid === "comment"}
          />
          <p id={comment.errorId} className="field-error">
            {commentError}
          </p>
        </div>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div className="enquiry-honeypot" aria-hidden="true">
        <label htmlFor={`${ENQUIRY_FORM_ID}-${HONEYPOT_FIELD}`}>{t("contact.honeypot")}</label>
        <input
          id={`${ENQUIRY_FORM_ID}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="btn btn-accent enquiry-submit" aria-busy={busy} aria-disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? t("contact.submitting") : t("contact.submit")}
      </button>
    </form>
  );
}

function firstInvalidField(data: EnquiryActionData): EnquiryField | null {
  const errors = data.result.error ?? {};
  return ENQUIRY_FIELDS.find((name) => (errors[name]?.length ?? 0) > 0) ?? null;
}
