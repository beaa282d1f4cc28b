"use client";

import { useEffect, useState } from "react";
import { rememberedMappingAction } from "@/lib/actions/roster-import";
import { guessMapping } from "@/lib/roster-import/guess-mapping";
import { mappingProblems, usedColumns, type RosterMapping } from "@/lib/roster-import/mapping-schema";
import { headerShape } from "@/lib/roster-import/shape";
import type { OpenedFile } from "./use-roster-worker";

export type MappingOrigin = "remembered" | "guessed" | "edited";

/** Waits for a pause in changes before checking 50,000 rows again. */
const CHECK_PAUSE_MS = 250;

/**
 * The mapping of the opened file: the one the team last used for this header shape (from the server), else a
 * guess from the headers; every change the user makes. Each complete mapping is checked in the worker after a
 * short pause.
 */
export function useMapping(opened: OpenedFile | null, check: (mapping: RosterMapping) => void) {
  const [mapping, setMapping] = useState<RosterMapping | null>(null);
  const [origin, setOrigin] = useState<MappingOrigin | null>(null);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    const guess = () => {
      setMapping(guessMapping(opened.headers, opened.sample, opened.file.name));
      setOrigin("guessed");
    };
    rememberedMappingAction({ shape: headerShape(opened.headers) })
      .then((result) => {
        if (!current) return;
        const remembered = result.ok ? result.data.mapping : null;
        if (remembered && [...usedColumns(remembered)].every((column) => column < opened.headers.length)) {
          setMapping(remembered);
          setOrigin("remembered");
        } else guess();
      })
      .catch(() => current && guess());
    return () => {
      current = false;
    };
  }, [opened]);

  useEffect(() => {
    if (!mapping || mappingProblems(mapping).length) return;
    const timer = setTimeout(() => check(mapping), CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [mapping, check]);

  const change = (next: RosterMapping) => {
    setMapping(next);
    setOrigin("edited");
  };
  const clear = () => {
    setMapping(null);
    setOrigin(null);
  };
  return { mapping, origin, change, clear };
}
