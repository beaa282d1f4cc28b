import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One numbered step of the bulk form, a titled card. */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} as="section" className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
