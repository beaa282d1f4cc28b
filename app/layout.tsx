import type { Metadata } from "next";
import { connection } from "next/server";
import "@fontsource-variable/inter";
import "./globals.css";
import { ClientConfig } from "./client-config";
import { interLatin } from "./fonts";

export const metadata: Metadata = {
  title: { default: "Screening dashboard", template: "%s · Screening dashboard" },
  description: "Review candidate screens, results and integrity flags.",
};

/**
 * Rendered per request, every page included: each response carries its own CSP nonce (proxy.ts), which a page
 * prerendered at build time could not have.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en" className={interLatin.variable}>
      <body className="min-h-screen font-sans">
        <ClientConfig />
        {children}
      </body>
    </html>
  );
}
