import { type Block, type Inline, parseRichText } from "#common/rich-text";
import { ChevronDown } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";

/** Links inside running text are underlined, so they do not rely on colour alone. */
const bodyLinkClassName = "font-medium text-primary-text underline underline-offset-4 hover:no-underline";

function InlineContent({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    if (part.type === "strong") return <strong key={index}>{part.text}</strong>;
    if (part.type === "link")
      return part.href.startsWith("/") ? (
        <Link key={index} to={part.href} className={bodyLinkClassName}>
          {part.text}
        </Link>
      ) : (
        <a key={index} href={part.href} className={bodyLinkClassName}>
          {part.text}
        </a>
      );
    return part.text;
  });
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case "heading":
        return block.level === 2 ? (
          <h2 key={index} className="mt-10 text-2xl font-semibold tracking-tight first:mt-0">
            <InlineContent content={block.content} />
          </h2>
        ) : (
          <h3 key={index} className="mt-6 text-lg font-semibold">
            <InlineContent content={block.content} />
          </h3>
        );
      case "paragraph":
        return (
          <p key={index} className="mt-4 leading-7">
            <InlineContent content={block.content} />
          </p>
        );
      case "list": {
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={index}
            className={`mt-4 space-y-2 pl-6 leading-7 ${block.ordered ? "list-decimal" : "list-disc"}`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineContent content={item} />
              </li>
            ))}
          </List>
        );
      }
      case "question":
        return (
          <details key={index} className="group mt-3 rounded-lg border border-border bg-card">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
              <span>
                <InlineContent content={block.question} />
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-border px-4 pb-4 [&>*:first-child]:mt-3">
              <Blocks blocks={block.answer} />
            </div>
          </details>
        );
    }
  });
}

/**
 * A stored page body (common/rich-text.ts) as React elements. Stored text only ever becomes text
 * nodes and attributes React escapes; it is never inserted as HTML.
 */
export function RichText({ body }: { body: string }) {
  const blocks = useMemo(() => parseRichText(body), [body]);
  return (
    <div className="max-w-3xl">
      <Blocks blocks={blocks} />
    </div>
  );
}
