"use client";

import { useEffect, useRef } from "react";

/** A labelled checkbox that can also show "some" (indeterminate), which has no HTML attribute. */
export function TickBox({
  checked,
  indeterminate = false,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: () => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      disabled={disabled}
      className="size-4 accent-indigo-600"
    />
  );
}
