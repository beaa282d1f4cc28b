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

interface Values {
  name: string;
  problemId: string;
  size: number;
  flaggedOnly: boolean;
}

/** Admins: a set from a problem's most recently completed results (only flagged ones when ticked). */
export function NewCalibrationSetForm({ problems }: { problems: { id: string; name: string }[] }) {
  const router = useRouter();
  const form = useForm<Values>({
    defaultValues: { name: "", problemId: problems[0]?.id ?? "", size: 10, flaggedOnly: false },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await createCalibrationSetAction({ ...values, size: Number(values.size) });
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {}))
        form.setError(field as keyof Values, { message: messages[0] });
      if (!result.fieldErrors) toast.error(result.message);
      return;
    }
    toast.success(`Calibration set created with ${result.data.items} results.`);
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
      <Button type="submit" disabled={isSubmitting || problems.length === 0}>
        {isSubmitting ? "Creating…" : "Create the set"}
      </Button>
    </form>
  );
}
