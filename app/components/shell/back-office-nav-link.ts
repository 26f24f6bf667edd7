/**
 * A link of the vendor area's and the back office's section menus: a row of tabs that scrolls
 * sideways on a phone, a column from `md` up. `relative` keeps a link's screen-reader-only text
 * (absolutely positioned) inside the link: without it that text was placed at the far end of the
 * scrolling row, outside its scroll box, and made the whole page scroll sideways on a phone.
 */
export const backOfficeNavLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `relative block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`;
