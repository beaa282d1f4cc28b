"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckedRow } from "@/lib/roster-import/check-rows";
import type { RosterMapping } from "@/lib/roster-import/mapping-schema";
import type { FileReading, FromWorker, ReadChoices, Stage, ToWorker } from "@/lib/roster-import/protocol";

export interface OpenedFile {
  file: File;
  reading: FileReading;
  headers: string[];
  sample: string[][];
  rowCount: number;
}

export interface WorkerState {
  busy: Stage | null;
  progress: { done: number; total: number } | null;
  opened: OpenedFile | null;
  /** Every row checked under `checkedMapping`; null until a check has finished. */
  rows: CheckedRow[] | null;
  checkedMapping: RosterMapping | null;
  error: string | null;
}

const idle: WorkerState = { busy: null, progress: null, opened: null, rows: null, checkedMapping: null, error: null };

/**
 * The roster's Web Worker (lib/roster-import/roster.worker.ts) seen from the page: open a file, check its
 * rows under a mapping. Checked rows arrive in parts and are gathered outside React state, which changes once
 * when all are in; progress changes a few dozen times per run at most.
 */
export function useRosterWorker() {
  const worker = useRef<Worker | null>(null);
  const parts = useRef<CheckedRow[]>([]);
  const request = useRef(0);
  const pending = useRef<{ id: number; mapping: RosterMapping } | null>(null);
  const fileRef = useRef<File | null>(null);
  const [state, setState] = useState<WorkerState>(idle);

  const ensureWorker = useCallback(() => {
    if (worker.current) return worker.current;
    const created = new Worker(new URL("../../lib/roster-import/roster.worker.ts", import.meta.url), {
      type: "module",
    });
    created.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.kind === "progress")
        setState((s) => ({ ...s, busy: message.stage, progress: { done: message.done, total: message.total } }));
      else if (message.kind === "opened") {
        setState({
          ...idle,
          opened: {
            file: fileRef.current!,
            reading: message.reading,
            headers: message.headers,
            sample: message.sample,
            rowCount: message.rowCount,
          },
        });
      } else if (message.kind === "checked-part") {
        if (message.requestId === request.current) for (const row of message.rows) parts.current.push(row);
      } else if (message.kind === "checked") {
        if (message.requestId !== request.current) return;
        const rows = parts.current;
        parts.current = [];
        setState((s) => ({ ...s, busy: null, progress: null, rows, checkedMapping: pending.current?.mapping ?? null }));
      } else setState((s) => ({ ...s, busy: null, progress: null, error: message.message }));
    };
    created.onerror = () =>
      setState((s) => ({
        ...s,
        busy: null,
        progress: null,
        error: "The file reader stopped unexpectedly. Choose the file again.",
      }));
    worker.current = created;
    return created;
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  const open = useCallback(
    (file: File, choices: ReadChoices = {}) => {
      fileRef.current = file;
      request.current += 1;
      parts.current = [];
      setState({ ...idle, busy: "reading", progress: { done: 0, total: file.size } });
      ensureWorker().postMessage({ kind: "open", file, choices } satisfies ToWorker);
    },
    [ensureWorker],
  );

  const check = useCallback(
    (mapping: RosterMapping) => {
      request.current += 1;
      parts.current = [];
      pending.current = { id: request.current, mapping };
      setState((s) => ({
        ...s,
        busy: "checking",
        progress: { done: 0, total: s.opened?.rowCount ?? 0 },
        rows: null,
        checkedMapping: null,
      }));
      ensureWorker().postMessage({ kind: "check", requestId: request.current, mapping } satisfies ToWorker);
    },
    [ensureWorker],
  );

  const reset = useCallback(() => {
    request.current += 1;
    parts.current = [];
    setState(idle);
  }, []);

  return { ...state, open, check, reset };
}
