"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { shareProblemPdfAction } from "../actions";
import { Card } from "@/components/ui/card";

/** Asks the service for the problem PDF's public link (4.8) and offers it to copy or open. */
export function SharePdf({ problemId }: { problemId: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const getLink = () =>
    startTransition(async () => {
      const result = await shareProblemPdfAction({ problemId });
      setError(result.ok ? null : result.message);
      if (result.ok) setLink(result.data.shareLink);
    });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied.");
    } catch {
      toast.error("The browser did not allow copying; select the link and copy it.");
    }
  };

  return (
    <Card aria-labelledby="share-heading" as="section" className="space-y-3" padding={4}>
      <h2 id="share-heading" className="font-semibold">
        Share as PDF
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        A public link to the problem&apos;s PDF. Anyone with the link can open it.
      </p>
      {link ? (
        <div className="space-y-2">
          <label htmlFor="share-link" className="block text-xs font-medium">
            Public PDF link
          </label>
          <Input
            id="share-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={copy}>
              Copy link
            </Button>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center rounded-md px-4 text-sm font-medium text-indigo-700 hover:bg-zinc-100 dark:text-indigo-300 dark:hover:bg-zinc-800"
            >
              Open PDF
            </a>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={getLink} disabled={pending}>
          {pending ? "Getting the link…" : "Share PDF"}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </Card>
  );
}
