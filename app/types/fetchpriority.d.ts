// React 18 renders the lower-case `fetchpriority` attribute as given, but its types know neither spelling
// (React 19 adds `fetchPriority`). Declared here so `<Scripts fetchpriority>` type-checks.
import "react";

declare module "react" {
  // The merged declaration must repeat React's type parameter by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
}
