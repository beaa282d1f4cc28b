"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { createCalibrationSetAction } from "@/lib/actions/calibration";
import { toast } from "@/lib/utils/toast";
import { cardClass } from "@/components/ui/card";
import { MemberCheckboxes, type Person } from "@/components/review/member-checkboxes";

interface Values {
  name: string;
  problemId: string;
  size: number;
  flaggedOnly: boolean;
  memberIds: string[];
  dueAt: string;
}

/**
 * Admins: a set from a problem's most recently completed results (only flagged ones when ticked), the people asked
 * to answer it (they are told) and the day it is due.
 */
export function NewCalibrationSetForm({
  problems,
  people,
}: {
  problems: { id: string; name: string }[];
  people: Person[];
}) {
  const router = useRouter();
  const form = useForm<Values>({
    defaultValues: {
      name: "",
      problemId: problems[0]?.id ?? "",
      size: 10,
      flaggedOnly: false,
      memberIds: [],
      dueAt: "",
    },
  });
  const memberIds = form.watch("memberIds");
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await createCalibrationSetAction({ ...values, size: Number(values.size) });
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {}))
        form.setError(field as keyof Values, { message: messages[0] });
      if (!result.fieldErrors) toast.error(result.message);
      return;
    }
    const { items, members } = result.data;
    toast.success(
      `Calibration set created with ${items} results${members ? `; ${members} ${members === 1 ? "member was" : "members were"} told` : ""}.`,
    );
    router.push(`/integrity/calibration/${result.data.id}`);
  });
  return (
    <form onSubmit={onSubmit} aria-labelledby="new-set-heading" className={cardClass({ className: "space-y-4" })}>
      <div>
        <h2 id="new-set-heading" className="font-semibold">
          New calibration set
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          The problem&apos;s most recently completed results. Reviewers decide each one on their own; the set then shows
          how much they agree.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Name" htmlFor="set-name" error={errors.name?.message}>
          <Input id="set-name" className="w-full" placeholder="e.g. Q4 backend panel" {...form.register("name")} />
        </Field>
        <Field label="Problem" htmlFor="set-problem" error={errors.problemId?.message}>
          <Select id="set-problem" className="w-full" {...form.register("problemId")}>
            {problems.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Results" htmlFor="set-size" error={errors.size?.message} hint="2 to 50">
          <Input id="set-size" type="number" min={2} max={50} className="w-full" {...form.register("size")} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register("flaggedOnly")} />
          Only results with integrity flags
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-1 lg:col-span-3">
          <MemberCheckboxes
            idPrefix="set-member"
            people={people}
            value={memberIds}
            onChange={(ids) => form.setValue("memberIds", ids)}
            error={errors.memberIds?.message}
          />
        </div>
        <Field label="Due date (optional)" htmlFor="set-due" error={errors.dueAt?.message}>
          <Input id="set-due" type="date" className="w-full" {...form.register("dueAt")} />
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting || problems.length === 0}>
        {isSubmitting ? "Creating…" : "Create the set"}
      </Button>
    </form>
  );
}
