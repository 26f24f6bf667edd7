import type { PageTexts } from "./catalogue";

/** The back office's roles page (/admin/roles) and the refusals of its save. */
export const adminRolesTexts = {
  en: {
    title: "Roles",
    intro: "What each role may do, and which back-office sections staff may open. Admins open every section.",
    rolesTitle: "Roles and permissions",
    roleColumn: "Role",
    permissionsColumn: "Permissions",
    homeColumn: "Home page",
    /** Each permission of the roles table in words; the key itself is shown beside it. */
    permissions: {
      "dashboard:admin": "Open the back office",
      "dashboard:vendor": "Open the vendor area",
      "dashboard:user": "Open the buyer dashboard",
      "users:manage": "Manage users",
      "users:view": "View users",
      "vendors:manage": "Manage vendors",
      "vendors:view": "View vendors",
      "products:manage": "Manage products",
      "products:view": "View products",
      "products:own": "Manage own products",
      "orders:manage": "Manage orders",
      "orders:process": "Process orders",
      "orders:view": "View orders",
      "orders:own": "Own orders",
      "content:manage": "Manage content",
      "settings:manage": "Manage settings",
      "profile:manage": "Manage profile",
      "profile:own": "Own profile",
      "wishlist:manage": "Manage wishlist",
      "addresses:manage": "Manage addresses",
    } as Record<string, string>,
    sectionsTitle: "Sections staff may open",
    sectionsIntro:
      "Tick the sections staff may open. The server refuses the others to staff on every page, form and API call, and their links leave the staff's navigation.",
    sectionColumn: "Section",
    staffColumn: "Staff may open",
    needsColumn: "Needs",
    alwaysNote: "Staff's home page: always open.",
    neverNote: "Admins only: the staff role does not have this permission.",
    save: "Save staff sections",
    saving: "Saving…",
    saved: "Staff sections saved.",
    unchanged: "Nothing changed.",
    /** Refusals of the save, sent by the server. */
    unknownSection: (key: string) => `No admin section has the key “${key}”.`,
    neverForStaff: (section: string) => `${section} is for admins only: staff cannot be given it.`,
  },
} satisfies PageTexts;
