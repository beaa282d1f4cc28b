import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Time } from "@/components/time/time";
import { requireRole } from "@/lib/auth/require-role";
import { listAuditDestinations, type AuditDestinationView } from "@/lib/audit-stream/list-destinations";
import { AddAuditDestinationForm } from "./add-audit-destination-form";
import { AuditDestinationActions } from "./audit-destination-actions";

const count = (value: string) => BigInt(value).toLocaleString("en-GB");

/** How a destination is doing, in words: paused, failing (with when it is tried again), or delivering. */
async function DestinationStatus({ d }: { d: AuditDestinationView }) {
  if (d.paused) return <Badge>Paused</Badge>;
  if (d.lastError)
    return (
      <div className="space-y-1">
        <Badge tone="danger">Failing</Badge>
        <p className="text-sm break-words text-red-700 dark:text-red-400">{d.lastError}</p>
        {d.nextAttemptAt && (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Next attempt at <Time value={d.nextAttemptAt} />
          </p>
        )}
      </div>
    );
  return <Badge tone="success">Delivering</Badge>;
}

async function DestinationRow({ d }: { d: AuditDestinationView }) {
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start">
      <div className="min-w-0">
        <p className="font-medium break-words">{d.name}</p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{d.kind === "syslog" ? "Syslog over TLS" : "HTTPS"}</p>
        <p className="font-mono text-xs [overflow-wrap:anywhere]">{d.target}</p>
        <p className="text-xs break-words text-zinc-600 dark:text-zinc-400">
          {d.caSubject ? `Trusts the pasted CA ${d.caSubject}` : "Trusts the public CAs"}
        </p>
      </div>
      <div className="min-w-0 space-y-1 text-sm">
        <DestinationStatus d={d} />
        <p>
          Last delivery:{" "}
          {d.lastDeliveredAt ? (
            <>
              <Time value={d.lastDeliveredAt} />, up to entry {count(d.deliveredSeq)}
            </>
          ) : (
            "none yet"
          )}
        </p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {d.lag === "0" ? "Nothing waiting." : `${count(d.lag)} ${d.lag === "1" ? "entry" : "entries"} waiting.`}
        </p>
      </div>
      <AuditDestinationActions id={d.id} name={d.name} paused={d.paused} />
    </li>
  );
}

/**
 * Settings → Security → Audit destinations: every audit entry streamed to the organization's syslog (TLS) or
 * HTTPS endpoint, each destination with its last delivery, lag and last error. Admins only.
 */
export async function AuditDestinationsSection() {
  await requireRole("admin");
  const destinations = await listAuditDestinations();
  return (
    <Card aria-labelledby="audit-destinations" as="section" className="mt-6 space-y-4">
      <h2 id="audit-destinations" className="font-semibold">
        Audit destinations
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Every audit entry, in order, to your own log system: syslog over TLS (RFC 5424, octet-counted) or HTTPS (JSON
        batches signed with HMAC-SHA256). Each entry carries its chain place (<code>seq</code>) and <code>hash</code>,
        so your receiver can drop an entry sent twice after a restart.
      </p>
      {destinations.length ? (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {destinations.map((d) => (
            <DestinationRow key={d.id} d={d} />
          ))}
        </ul>
      ) : (
        <p className="text-sm">No destination receives the audit log yet.</p>
      )}
      <AddAuditDestinationForm />
    </Card>
  );
}
