"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MemberCheckboxes, type Person } from "@/components/review/member-checkboxes";
import { setCalibrationMembersAction } from "@/lib/actions/calibration";
import { toast } from "@/lib/utils/toast";

/** Admins, on an open set: who is asked to answer it and by when. The people added are told. */
export function MembersForm({
  setId,
  people,
  members,
  dueAt,
}: {
  setId: string;
  people: Person[];
  members: string[];
  /** "YYYY-MM-DD", or "" for none. */
  dueAt: string;
}) {
  const [chosen, setChosen] = useState(members);
  const [due, setDue] = useState(dueAt);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, start] = useTransition();
  const save = () =>
    start(async () => {
      const result = await setCalibrationMembersAction({ setId, memberIds: chosen, dueAt: due });
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        if (!result.fieldErrors) toast.error(result.message);
        return;
      }
      setErrors({});
      const { added, removed } = result.data;
      toast.success(
        added || removed
          ? `Members saved: ${added} added (and told), ${removed} removed.`
          : "Saved: the members are as they were.",
      );
    });
  return (
    <details className={cardClass({ className: "mb-4", padding: 4 })}>
      <summary className="cursor-pointer text-sm font-semibold">Members and due date</summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <MemberCheckboxes
            idPrefix="edit-member"
            people={people}
            value={chosen}
            onChange={setChosen}
            error={errors.memberIds?.[0]}
            disabled={pending}
          />
        </div>
        <Field label="Due date (optional)" htmlFor="edit-due" error={errors.dueAt?.[0]}>
          <Input
            id="edit-due"
            type="date"
            className="w-full"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            disabled={pending}
          />
        </Field>
      </div>
      <Button className="mt-3" disabled={pending} onClick={save}>
        {pending ? "Saving…" : "Save members and due date"}
      </Button>
    </details>
  );
}
