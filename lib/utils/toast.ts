import type { ExternalToast } from "sonner";

/**
 * The dashboard's toasts, with sonner loaded by the first one instead of with every page that may show one
 * (the toaster itself loads after the page: app/(dashboard)/providers.tsx). Same calls as sonner's `toast`.
 */
const show = (kind: "success" | "error" | "warning") => (message: React.ReactNode, options?: ExternalToast) =>
  void import("sonner").then(({ toast }) => toast[kind](message, options));

export const toast = { success: show("success"), error: show("error"), warning: show("warning") };
