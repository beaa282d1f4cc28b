import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/utils/cn";

/** The filters above a table or list: a search landmark, named for assistive technology. */
export function FilterBar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={cn("flex flex-wrap items-end gap-3", className)}>
      {children}
    </div>
  );
}

function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {label}
      {children}
    </label>
  );
}

/** A text filter with its label above it; controlled or, in a plain GET form, named with a default value. */
export function FilterInput({ label, ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FilterLabel label={label}>
      <Input {...props} />
    </FilterLabel>
  );
}

export type FilterOption = string | { value: string; label: string };

/** A choice filter whose first option, the empty value, lets everything through. */
export function FilterSelect({
  label,
  anyLabel,
  options,
  ...props
}: { label: string; anyLabel: string; options: readonly FilterOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FilterLabel label={label}>
      <Select {...props}>
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
    </FilterLabel>
  );
}
