import type { ThreadMessage } from "#common/views/messaging";
import { useFormat } from "~/lib/locale";

/**
 * A conversation, oldest message first, each with who wrote it and when. `me` is the side of
 * the person reading; their messages are labelled "You" and set to the right.
 */
export function MessageThread({
  messages,
  total,
  me,
  otherName,
  empty,
}: {
  messages: readonly ThreadMessage[];
  total: number;
  me: ThreadMessage["from"];
  otherName: string;
  empty: string;
}) {
  const format = useFormat();
  if (messages.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {empty}
      </p>
    );
  return (
    <div className="space-y-3">
      {total > messages.length ? (
        <p className="text-center text-sm text-muted-foreground">
          Showing the latest {messages.length} of {total} messages.
        </p>
      ) : null}
      <ol aria-label="Messages" className="space-y-3">
        {messages.map((message) => {
          const mine = message.from === me;
          return (
            <li key={message.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
              <article
                className={`max-w-[85%] rounded-lg border px-4 py-3 sm:max-w-[75%] ${mine ? "border-primary/30 bg-accent text-accent-foreground" : "border-border bg-card"}`}
              >
                <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-semibold">{mine ? "You" : otherName}</span>
                  <time dateTime={message.createdAt} className="opacity-80">
                    {format.dateTime(message.createdAt)}
                  </time>
                </header>
                <p className="text-sm break-words whitespace-pre-line">{message.content}</p>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
