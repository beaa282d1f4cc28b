import { adaptiveMarkdown } from "@/lib/sandbox-systems/chat-render/adaptive-markdown";
import { safeHref } from "@/lib/sandbox-systems/chat-render/inline";
import { objects, obj, str, type Json } from "@/lib/sandbox-systems/chat-render/json";
import { cn } from "@/lib/utils/cn";
import { Runs } from "./runs";

const link = "text-[#5b5fc7] underline-offset-2 hover:underline dark:text-[#7f85f5]";
const sizes: Record<string, string> = {
  small: "text-xs",
  medium: "text-base",
  large: "text-lg",
  extralarge: "text-xl",
};
const colors: Record<string, string> = {
  accent: "text-[#5b5fc7] dark:text-[#7f85f5]",
  good: "text-emerald-700 dark:text-emerald-400",
  warning: "text-amber-700 dark:text-amber-400",
  attention: "text-red-700 dark:text-red-400",
};
const lower = (value: unknown) => (str(value) ?? "").toLowerCase();

/** A TextBlock: its markdown subset, size, weight, colour and subtlety (adaptivecards.io, TextBlock). */
function TextBlock({ element }: { element: Json }) {
  const className = cn(
    "break-words",
    sizes[lower(element.size)] ?? "text-sm",
    lower(element.weight) === "bolder" ? "font-semibold" : lower(element.weight) === "lighter" && "font-light",
    colors[lower(element.color)],
    element.isSubtle === true && "opacity-70",
    element.wrap !== true && "truncate",
  );
  return (
    <div className={className}>
      {adaptiveMarkdown(str(element.text) ?? "").map((block, i) =>
        block.kind === "text" ? (
          <p key={i} className="whitespace-pre-wrap">
            <Runs runs={block.runs} linkClass={link} />
          </p>
        ) : (
          <List key={i} ordered={block.kind === "ol"}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Runs runs={item} linkClass={link} />
              </li>
            ))}
          </List>
        ),
      )}
    </div>
  );
}

const List = ({ ordered, children }: { ordered: boolean; children: React.ReactNode }) =>
  ordered ? <ol className="list-decimal pl-5">{children}</ol> : <ul className="list-disc pl-5">{children}</ul>;

/** Action.OpenUrl as Teams draws it: an outlined button that opens the link; other actions are named only. */
function Actions({ actions }: { actions: Json[] }) {
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {actions.map((action, i) => {
        const href = action.type === "Action.OpenUrl" ? safeHref(str(action.url) ?? "") : null;
        const className =
          "inline-flex h-8 items-center rounded border border-zinc-300 px-3 text-sm font-semibold dark:border-zinc-600";
        return href ? (
          <a key={i} href={href} target="_blank" rel="noreferrer noopener" className={className}>
            {str(action.title) ?? "Open"}
          </a>
        ) : (
          <span key={i} className={className}>
            {str(action.title) ?? str(action.type)}
          </span>
        );
      })}
    </div>
  );
}

/** One card element, containers drawn with their items (nested at most four deep). */
function Element({ element, depth }: { element: Json; depth: number }) {
  const spacing = lower(element.spacing) === "none" ? "-mt-1.5" : lower(element.spacing) === "medium" && "mt-1";
  const inner = () => {
    switch (element.type) {
      case "TextBlock":
        return <TextBlock element={element} />;
      case "FactSet":
        return (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {objects(element.facts, 30).map((fact, i) => (
              <div key={i} className="contents">
                <dt className="font-semibold">{str(fact.title)}</dt>
                <dd className="break-words">{str(fact.value)}</dd>
              </div>
            ))}
          </dl>
        );
      case "ActionSet":
        return <Actions actions={objects(element.actions, 10)} />;
      case "Container":
        return depth < 4 ? <Elements items={objects(element.items)} depth={depth + 1} /> : null;
      case "ColumnSet":
        return depth < 4 ? (
          <div className="flex gap-3">
            {objects(element.columns, 6).map((column, i) => (
              <div key={i} className="min-w-0 flex-1">
                <Elements items={objects(column.items)} depth={depth + 1} />
              </div>
            ))}
          </div>
        ) : null;
      case "Image":
        return <p className="text-xs opacity-70">[image: {str(element.altText) ?? "no description"}]</p>;
      default:
        return <p className="text-xs opacity-70">[{str(element.type) ?? "element"}]</p>;
    }
  };
  return <div className={cn(spacing || undefined, element.separator === true && "border-t pt-2")}>{inner()}</div>;
}

const Elements = ({ items, depth }: { items: Json[]; depth: number }) => (
  <div className="space-y-2">
    {items.map((item, i) => (
      <Element key={i} element={item} depth={depth} />
    ))}
  </div>
);

/** The Adaptive Card of a post: `{ type: "message", attachments: [{ content: card }] }`, or a card posted bare. */
function cardOf(body: unknown): Json | null {
  const message = obj(body);
  if (message?.type === "AdaptiveCard") return message;
  const attachment = objects(message?.attachments, 1)[0];
  return obj(attachment?.content);
}

/**
 * A Teams post as the channel shows it: the Workflows sender and time, then the Adaptive Card (TextBlock, FactSet,
 * ActionSet with Action.OpenUrl, Container, ColumnSet, and the card's own actions).
 */
export function TeamsCard({ body, time }: { body: unknown; time: string }) {
  const card = cardOf(body);
  return (
    <div className="bg-[#f5f5f5] p-3 text-[#242424] dark:bg-[#1f1f1f] dark:text-[#d6d6d6]">
      <p className="mb-1.5 text-xs">
        <span className="font-semibold">Workflows</span> <span className="opacity-70">{time}</span>
      </p>
      <div className="max-w-xl space-y-2 rounded-md border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-700 dark:bg-[#292929]">
        {card ? (
          <>
            <Elements items={objects(card.body)} depth={0} />
            {Array.isArray(card.actions) && <Actions actions={objects(card.actions, 10)} />}
          </>
        ) : (
          <p className="text-sm">{str(obj(body)?.text) ?? "[no Adaptive Card in this post]"}</p>
        )}
      </div>
    </div>
  );
}
