/**
 * The small text format the information pages are stored in, and its parser. It is a strict subset
 * of Markdown, so an editor can write it by hand, and it can express nothing that could run or load
 * anything: no HTML, no images, no links off the site.
 *
 *   ## Heading            a section heading (h2); ### for a sub-section (h3)
 *   ?? Question            a question whose answer is the blocks after it, up to the next question
 *                          or heading (shown as a disclosure the reader opens)
 *   - item / 1. item       a bulleted or numbered list, one item per line
 *   any other line         text; lines not separated by an empty line form one paragraph
 *
 * Inside text: **bold**, and [words](/path) for a link to a page of this site or
 * [words](mailto:someone@shopafricanbrands.com). A link to anything else stays plain words.
 * The parser never fails: whatever it cannot read is kept as text.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; text: string }
  | { type: "link"; href: string; text: string };

export type Block =
  | { type: "heading"; level: 2 | 3; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "question"; question: Inline[]; answer: Block[] };

/** A same-site path ("/faq", "/blog/x#y") or a mailto address; "//host" and other schemes are not. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return /^mailto:[^\s@/]+@[^\s@/]+$/.test(href);
}

const inlinePattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.type === "text") previous.text += value;
    else parts.push({ type: "text", text: value });
  };
  for (const match of text.matchAll(inlinePattern)) {
    pushText(text.slice(last, match.index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) parts.push({ type: "strong", text: bold });
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      parts.push({ type: "link", href, text: label });
    else pushText(label ?? whole);
    last = match.index + whole.length;
  }
  pushText(text.slice(last));
  return parts;
}

const bulletItem = /^[-*]\s+(.*)$/;
const numberedItem = /^\d+[.)]\s+(.*)$/;

/** Reads a stored body into blocks; see the format above. */
export function parseRichText(body: string): Block[] {
  const blocks: Block[] = [];
  /** The question whose answer is being read, if any. */
  let question: Extract<Block, { type: "question" }> | null = null;
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const target = () => (question ? question.answer : blocks);
  const closeParagraph = () => {
    if (paragraph.length > 0) target().push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const closeList = () => {
    if (list) target().push({ type: "list", ...list });
    list = null;
  };
  const closeAll = () => {
    closeParagraph();
    closeList();
  };

  for (const rawLine of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (!line) {
      closeAll();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      closeAll();
      question = null;
      blocks.push({ type: "heading", level: heading[1]!.length as 2 | 3, content: parseInline(heading[2]!) });
      continue;
    }
    const asked = /^\?\?\s+(.*)$/.exec(line);
    if (asked) {
      closeAll();
      question = { type: "question", question: parseInline(asked[1]!), answer: [] };
      blocks.push(question);
      continue;
    }
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      closeParagraph();
      const ordered = !!numbered;
      if (list && list.ordered !== ordered) closeList();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item[1]!));
      continue;
    }
    closeList();
    paragraph.push(line);
  }
  closeAll();
  return blocks;
}

/** Every link target in a body, for checks that each leads to a real page. */
export function linksIn(body: string): string[] {
  const hrefs: string[] = [];
  const collect = (content: Inline[]) => {
    for (const part of content) if (part.type === "link") hrefs.push(part.href);
  };
  const walk = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === "list") block.items.forEach(collect);
      else if (block.type === "question") {
        collect(block.question);
        walk(block.answer);
      } else collect(block.content);
    }
  };
  walk(parseRichText(body));
  return hrefs;
}

const linkPattern = /\[([^\]]+)\]\(([^)]*)\)/g;
/** An HTML tag, comment or doctype: `<` then a letter, `/`, `!` or `?`. */
const htmlPattern = /<[a-z!/?]/i;

/**
 * Why a body may not be stored, or null when it may: a link to anything but a page of this site or
 * an e-mail address (javascript:, data:, another site), or anything that looks like HTML. The parser
 * would show both as harmless words; refusing them tells the editor instead of surprising a reader.
 */
export function richTextProblem(body: string): "unsafeLink" | "html" | null {
  for (const match of body.matchAll(linkPattern)) if (!isSafeHref(match[2]!.trim())) return "unsafeLink";
  if (htmlPattern.test(body)) return "html";
  return null;
}
