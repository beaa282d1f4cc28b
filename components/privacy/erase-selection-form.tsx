"use client";

import { useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { EraseDialog } from "./erase-dialog";
import { eraseSelectionFormId } from "./selection";

/** Admin only, above the candidates list: erase the candidates ticked on this page. */
export function EraseSelectionForm() {
  const [chosen, setChosen] = useState<string[]>([]);
  // The dialog holds a form of its own, so it sits beside this one: a form inside a form is not HTML, and the
  // browser's parser would end the outer one early (a hydration mismatch on the candidates page).
  return (
    <>
      <form
        id={eraseSelectionFormId}
        onSubmit={(e) => {
          e.preventDefault();
          const ids = new FormData(e.currentTarget).getAll("candidateIds").map(String);
          if (!ids.length) toast.error("Tick the candidates to erase first.");
          else setChosen(ids);
        }}
      >
        <Button type="submit" variant="secondary">
          Erase selected…
        </Button>
      </form>
      <EraseDialog
        open={chosen.length > 0}
        onClose={() => setChosen([])}
        candidateIds={chosen}
        label={chosen.length === 1 ? "1 candidate" : `${chosen.length} candidates`}
        then="/candidates"
      />
    </>
  );
}
