"use client";

import { RouteError } from "@/components/layout/route-error";

export default function SegmentError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} />;
}
