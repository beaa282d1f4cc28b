import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { openApiDocument } from "@/lib/api-contract/openapi";
import { type OperationReference, operationReferences } from "@/lib/api-contract/operation-reference";
import { requireUser } from "@/lib/auth/session";
import { sandboxEnabled } from "@/lib/env";
import { Card } from "@/components/ui/card";
import { textLinkClass } from "@/components/ui/link-styles";

export const metadata: Metadata = { title: "API reference" };

const DOCUMENT_PATH = "/api/public/openapi.json";
const methodTones = { GET: "neutral", POST: "success", PATCH: "warning" } as const;

function Operation({ operation }: { operation: OperationReference }) {
  return (
    <Card id={operation.id} aria-labelledby={`${operation.id}-title`} as="section" className="scroll-mt-6 text-sm">
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-2 font-semibold">
        <Badge tone={methodTones[operation.method as keyof typeof methodTones] ?? "neutral"}>{operation.method}</Badge>
        <code className="break-all font-mono">{operation.path}</code>
        <span className="font-normal text-zinc-600 dark:text-zinc-400">· {operation.summary}</span>
      </h3>
      {operation.description && (
        <p className="mt-2 max-w-3xl text-zinc-700 dark:text-zinc-300">{operation.description}</p>
      )}
      {operation.fields.length > 0 && (
        <div className="mt-4">
          {operation.bodyMediaType && (
            <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
              Body: <code>{operation.bodyMediaType}</code>
            </p>
          )}
          <FramedTable
            caption={`${operation.summary}: parameters and fields`}
            columns={["Name", "In", "Type", "Required", "Limits"]}
          >
            {operation.fields.map((field) => (
              <tr key={`${field.location}-${field.name}`}>
                <td className="font-mono text-xs">{field.name}</td>
                <td className="text-xs">{field.location}</td>
                <td className="text-xs">{field.type}</td>
                <td className="text-xs">{field.required ? "yes" : "no"}</td>
                <td className="text-xs">{field.limits.join("; ")}</td>
              </tr>
            ))}
          </FramedTable>
        </div>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {[...operation.success, ...operation.errors].map((response) => (
          <div key={response.status} className="contents">
            <dt>
              <Badge tone={response.status.startsWith("2") ? "success" : "danger"}>
                {response.status === "default" ? "other" : response.status}
              </Badge>
            </dt>
            <dd className="text-zinc-700 dark:text-zinc-300">{response.description}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export default async function ApiReferencePage() {
  await requireUser();
  const operations = operationReferences(openApiDocument());
  const tags = [...new Set(operations.map((o) => o.tag))];
  return (
    <>
      <PageHeader
        title="API reference"
        description={
          <>
            The public screening API, operation by operation. Every request carries the organization&apos;s key in the{" "}
            <code>x-api-key</code> header. Status values and response fields are open: expect values and fields not
            listed here.
          </>
        }
        actions={
          sandboxEnabled ? (
            <a href={DOCUMENT_PATH} className={`text-sm font-medium ${textLinkClass}`}>
              OpenAPI 3.1 document (JSON)
            </a>
          ) : (
            <span className="text-sm text-zinc-600 dark:text-zinc-400">
              The sandbox serves the raw document at <code>{DOCUMENT_PATH}</code>.
            </span>
          )
        }
      />
      <nav aria-label="Operations" className="mb-6 columns-1 gap-6 text-sm md:columns-2 xl:columns-3">
        {operations.map((o) => (
          <a key={o.id} href={`#${o.id}`} className={`block py-0.5 ${textLinkClass}`}>
            <span className="inline-block w-12 font-mono text-xs text-zinc-600 dark:text-zinc-400">{o.method}</span>
            {o.summary}
          </a>
        ))}
      </nav>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="mb-8">
          <h2 id={`tag-${tag}`} className="mb-3 text-lg font-semibold">
            {tag}
          </h2>
          <div className="space-y-4">
            {operations
              .filter((o) => o.tag === tag)
              .map((o) => (
                <Operation key={o.id} operation={o} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
