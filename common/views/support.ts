import type { PageOf } from "../catalog";
import type { TicketCategory, TicketStatus } from "../support";

/** A ticket in the person's list. */
export interface TicketRow {
  id: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  lastActivityAt: string;
}

export type MyTicketsPage = PageOf<TicketRow>;

/** A ticket in the back office's inbox: who wrote it (an account or a visitor) and its reply count. */
export interface InboxRow extends TicketRow {
  name: string;
  email: string;
  hasAccount: boolean;
  replyCount: number;
}

export interface InboxPage extends PageOf<InboxRow> {
  /** More tickets match than `total`: the inbox counts only so far (docs/decisions/005). */
  totalIsLowerBound: boolean;
}

/**
 * A message in a ticket's thread after the first. `authorName` is the team member's name for the
 * back office, and null on the person's side, where the team signs as one.
 */
export interface TicketReplyView {
  id: string;
  body: string;
  fromTeam: boolean;
  authorName: string | null;
  createdAt: string;
}

/** A ticket with its whole thread: its own message first, then the replies oldest first. */
export interface TicketView extends TicketRow {
  name: string;
  email: string;
  hasAccount: boolean;
  orderNumber: string | null;
  message: string;
  createdAt: string;
  replies: TicketReplyView[];
}
