import { objects, obj, slackText, str, type Json } from "@/lib/sandbox-systems/chat-render/json";
import { slackMrkdwn } from "@/lib/sandbox-systems/chat-render/slack-mrkdwn";
import { safeHref } from "@/lib/sandbox-systems/chat-render/inline";
import { cn } from "@/lib/utils/cn";
import { Runs } from "./runs";

const link = "text-[#1264a3] hover:underline dark:text-[#1d9bd1]";

/** A Slack text object: mrkdwn parsed, plain_text as written. */
function SlackText({ value, className }: { value: unknown; className?: string }) {
  const { text, mrkdwn } = slackText(value);
  return (
    <div className={cn("whitespace-pre-wrap break-words", className)}>
      {mrkdwn ? <Runs runs={slackMrkdwn(text)} linkClass={link} /> : text}
    </div>
  );
}

/** A button element as Slack draws it: outlined, or green (primary) or red (danger); a url opens it. */
function SlackButton({ element }: { element: Json }) {
  const href = safeHref(str(element.url) ?? "");
  const className = cn(
    "inline-flex h-8 items-center rounded-md border px-3 text-[13px] font-bold",
    element.style === "primary"
      ? "border-[#007a5a] bg-[#007a5a] text-white"
      : element.style === "danger"
        ? "border-[#e01e5a] bg-[#e01e5a] text-white"
        : "border-zinc-300 bg-white text-zinc-900 dark:border-zinc-600 dark:bg-transparent dark:text-zinc-100",
  );
  const label = slackText(element.text).text;
  return href ? (
    <a href={href} target="_blank" rel="noreferrer noopener" className={className}>
      {label}
    </a>
  ) : (
    <span className={className}>{label}</span>
  );
}

/** An element Slack shows beside a section or in a context: a button, an image (named, not loaded), or text. */
function Element({ element }: { element: Json }) {
  if (element.type === "button") return <SlackButton element={element} />;
  if (element.type === "image")
    return (
      <span className="text-xs text-zinc-500 dark:text-zinc-400">
        [image: {str(element.alt_text) ?? "no description"}]
      </span>
    );
  if (element.type === "mrkdwn" || element.type === "plain_text") return <SlackText value={element} />;
  return <span className="text-xs text-zinc-500 dark:text-zinc-400">[{str(element.type) ?? "element"}]</span>;
}

function Block({ block }: { block: Json }) {
  switch (block.type) {
    case "header":
      return <p className="text-lg font-black leading-snug">{slackText(block.text).text}</p>;
    case "section": {
      const accessory = obj(block.accessory);
      return (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1 space-y-2">
            {block.text !== undefined && <SlackText value={block.text} />}
            {Array.isArray(block.fields) && (
              <div className="grid grid-cols-2 gap-x-4 gap-y-2">
                {objects(block.fields, 10).map((field, i) => (
                  <SlackText key={i} value={field} />
                ))}
              </div>
            )}
          </div>
          {accessory && <Element element={accessory} />}
        </div>
      );
    }
    case "context":
      return (
        <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
          {objects(block.elements, 10).map((element, i) => (
            <Element key={i} element={element} />
          ))}
        </div>
      );
    case "actions":
      return (
        <div className="flex flex-wrap gap-2">
          {objects(block.elements, 25).map((element, i) => (
            <Element key={i} element={element} />
          ))}
        </div>
      );
    case "divider":
      return <hr className="border-zinc-200 dark:border-zinc-700" />;
    default:
      return <p className="text-xs text-zinc-500 dark:text-zinc-400">[a {str(block.type) ?? "block"} block]</p>;
  }
}

/**
 * A Slack incoming-webhook post as the channel shows it: the app's name and time, then its blocks (header, section
 * with fields and accessory, context, actions with buttons, divider), or its `text` when it has no blocks.
 */
export function SlackMessage({ body, time }: { body: unknown; time: string }) {
  const message = obj(body) ?? {};
  const blocks = objects(message.blocks, 50);
  return (
    <div className="flex gap-2 bg-white p-3 text-[15px] leading-[1.47] text-[#1d1c1d] dark:bg-[#1a1d21] dark:text-[#d1d2d3]">
      <div
        aria-hidden
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-indigo-600 text-sm font-bold text-white"
      >
        SD
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-[15px]">
          <span className="font-black">Screening dashboard</span>{" "}
          <span className="rounded bg-zinc-200 px-1 text-[10px] font-bold text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
            APP
          </span>{" "}
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{time}</span>
        </p>
        {blocks.length > 0 ? (
          blocks.map((block, i) => <Block key={i} block={block} />)
        ) : (
          <SlackText value={{ type: "mrkdwn", text: str(message.text) ?? "" }} />
        )}
      </div>
    </div>
  );
}
