"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

const EVERY_MS = 3000;

/**
 * Renders the page again from the server every few seconds while `moving`: the fallback for live
 * announcements, which a busy worker sends faster than LiveRefresh's quiet period.
 */
export function RefreshWhileMoving({ moving }: { moving: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => router.refresh(), EVERY_MS);
    return () => clearInterval(timer);
  }, [moving, router]);
  return null;
}
