/** What a message thread shows, as the messaging queries return it; browser code imports it from here. */

export interface ThreadMessage {
  id: string;
  content: string;
  createdAt: string;
  /** Who wrote it: the buyer of the conversation or the vendor's side. */
  from: "buyer" | "vendor";
  read: boolean;
}
