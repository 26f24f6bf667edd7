import type { PageTexts } from "./catalogue";

/**
 * /admin/design-system: the UI kit for developers and designers. The examples' own words (a sample
 * field's label, a sample row) are here too, so the page reads in the request's language.
 */
export const adminDesignSystemTexts = {
  en: {
    title: "Design system",
    intro:
      "Every component of app/components/ui in its states, with the colour tokens and the type scale. The examples are live: they are the components the pages use.",
    contentsLabel: "On this page",
    states: "States",
    hoverFocus:
      "Hover darkens the background (the -hover tokens) or tints it with muted. Keyboard focus draws a 2 px outline in the ring colour, 2 px away (:focus-visible only, so a mouse click shows none). Press Tab on this page to see it.",

    tokensTitle: "Colour tokens",
    tokensIntro:
      "CSS variables in app/app.css, named for their role. Every text and background pair the UI uses meets WCAG AA (4.5:1) in both themes. Use them through Tailwind (bg-primary, text-muted-foreground), never as raw colours.",
    lightTheme: "Light theme",
    darkTheme: "Dark theme",
    tokenRoles: {
      background: "Page background",
      foreground: "Body text",
      muted: "Quiet surfaces: table heads, notes",
      "muted-foreground": "Secondary text",
      card: "Cards, inputs, dialogs",
      border: "Borders and dividers",
      primary: "Brand, main actions",
      "primary-hover": "Main action under the pointer",
      "primary-text": "Brand-coloured text and links",
      accent: "Soft highlights, soft badges",
      destructive: "Destructive actions",
      "destructive-text": "Error messages",
      "destructive-soft": "Error panels",
      ring: "Focus outline",
    },

    typeTitle: "Type scale",
    typeIntro:
      "The system font stack at Tailwind's sizes. Page titles use text-2xl (back office) or text-3xl (storefront) semibold; body text is text-base; notes and tables text-sm.",
    typeSample: "Kente cloth woven in Bonwire",
    typeUse: {
      "text-4xl": "Status pages (404)",
      "text-3xl": "Storefront page titles",
      "text-2xl": "Back-office page titles",
      "text-lg": "Section titles",
      "text-base": "Body text, inputs (16 px: no zoom on phones)",
      "text-sm": "Labels, notes, tables, buttons",
      "text-xs": "Badges, table heads, fine print",
    },

    buttonsTitle: "Buttons",
    buttonsIntro:
      "Button (a <button>, type button unless given) and buttonClassName for a link that looks like one. Four variants, three sizes.",
    variants: { primary: "Primary", secondary: "Secondary", ghost: "Ghost", destructive: "Destructive" },
    sizes: { sm: "Small", md: "Medium", lg: "Large" },
    disabled: "Disabled",
    loading: "Saving…",
    loadingNote:
      "While a form is being sent its button is disabled and says what is happening (“Saving…”), so it cannot be sent twice.",
    linkAsButton: "A link styled as a button",
    textLink: "A text link",
    textLinkNote: "textLinkClassName: inline links in the brand colour, underlined on hover.",

    fieldsTitle: "Form fields",
    fieldsIntro:
      "TextField, SelectField, TextAreaField, CheckboxField and FileField share one frame: the label, an optional description, the control and its message, tied together for screen readers (aria-describedby, aria-invalid). A required field shows an asterisk.",
    fieldDefault: "Business name",
    fieldDescription: "As registered with the Corporate Affairs Commission.",
    fieldRequired: "E-mail",
    fieldError: "Price (₦)",
    fieldErrorValue: "twelve thousand",
    fieldErrorMessage: "Enter the price as a number, e.g. 12,500.",
    fieldDisabled: "Store address (read only)",
    fieldDisabledValue: "shopafricanbrands.com/store/lagos-threads",
    selectLabel: "Category",
    selectPlaceholder: "Choose a category",
    selectOptions: ["Fashion", "Home Decor", "Jewelry"],
    selectError: "Choose a category from the list.",
    textAreaLabel: "Description",
    checkboxLabel: "Samples available",
    checkboxDescription: "Buyers can order one unit before a bulk order.",
    fileLabel: "Picture",
    fileDescription: "JPEG, PNG or WebP, at most 5 MB.",
    countryLabel: "Country",
    countries: [
      { code: "GH", name: "Ghana" },
      { code: "KE", name: "Kenya" },
      { code: "NG", name: "Nigeria" },
    ],

    badgesTitle: "Badges",
    badgesIntro: "Badge: short labels in solid colour pairs, legible over photos too.",
    badgeTones: { brand: "Featured", soft: "Draft", success: "Listed", warning: "Unlisted", info: "New" },

    alertsTitle: "Alerts and status messages",
    alertsIntro:
      "FormSuccess (role status, read politely), FormError (role alert, read at once), ProblemAlert, LoadingStatus (a spinner with its words) and ListLoadFailed (an error state with Try Again).",
    successSample: "Adire Indigo Scarf is saved.",
    errorSample: "The product could not be saved. Please try again.",
    problemSample: "The delivery estimates could not be loaded.",
    loadingSample: "Loading products…",
    loadFailedSample: "Failed to load orders.",

    dialogsTitle: "Dialogs",
    dialogsIntro:
      "ModalDialog is a native modal <dialog>: focus moves in and stays, Escape, the × button or a click outside closes it, and focus returns to the button that opened it. ConfirmDialog asks before a form that cannot be undone is sent.",
    openConfirm: "Delete a sample category",
    confirmTitle: "Delete Sample category",
    confirmQuestion: "Sample category will be deleted. This is an example: nothing is deleted.",
    confirmYes: "Delete category",
    cancel: "Cancel",
    close: "Close",
    confirmed: "You confirmed. In a real form this would now be sent.",
    cancelled: "You cancelled. Nothing was sent.",
    openModal: "Open a dialog",
    modalTitle: "A modal dialog",
    modalText: "Press Escape, the × button or outside the dialog to close it.",

    tablesTitle: "Tables and pagination",
    tablesIntro:
      "DataTable: a caption for screen readers, column headers, and horizontal scrolling on a phone; with no rows it shows its empty message instead. Pagination keeps the other query parameters and works without JavaScript.",
    tableCaption: "Sample products",
    tableColumns: ["Product", "Vendor", "Status"],
    tableRows: [
      { product: "Adire Indigo Scarf", vendor: "Lagos Threads", status: "Listed" },
      { product: "Kente Stole, Gold", vendor: "Bonwire Kente Weavers Cooperative", status: "Draft" },
    ],
    tableEmpty: "No products match these filters.",
    paginationLabel: "Sample pages",

    toastsTitle: "Toasts",
    toastsIntro:
      "toast() shows a short message at the top right (three at most), read out politely; pointing at it or focusing it holds its timer. Use it for the result of an action that stays on the page.",
    toastKinds: {
      default: "Basic",
      success: "Success",
      error: "Error",
      info: "Info",
      warning: "Warning",
      loading: "Loading",
    },
    toastMessages: {
      default: "This is a basic notification.",
      success: "Your changes have been saved.",
      error: "Something went wrong.",
      info: "New market days are announced regularly.",
      warning: "Please review your details before continuing.",
      loading: "Processing your request…",
      loaded: "Request processed.",
    },

    emptyTitle: "Empty states",
    emptyIntro: "EmptyListState: an icon, what is missing, and the way on.",
    emptyHeading: "No orders yet",
    emptyText: "Orders you place appear here.",
    emptyAction: "Browse products",

    layoutTitle: "Layout pieces",
    layoutIntro:
      "Tabs (WAI-ARIA tabs: arrow keys, Home and End), FilterTabs (links that filter a list), Facts (label and value pairs), IconCards, TitledSection (a region named by its heading) and ShareButton.",
    tabsLabel: "Sample tabs",
    tabs: [
      { id: "details", label: "Details", text: "Hand-dyed cotton, 180 × 70 cm." },
      { id: "shipping", label: "Shipping", text: "Ships from Lagos in 3–5 business days." },
      { id: "reviews", label: "Reviews", text: "No reviews yet." },
    ],
    filterLabel: "Sample filter",
    filters: ["All", "Open", "Closed"],
    facts: [
      { term: "Store", value: "Lagos Threads" },
      { term: "Country", value: "Nigeria" },
      { term: "Member since", value: "2024" },
    ],
    iconCards: [
      { title: "Verified vendors", text: "Every store is checked before it sells." },
      { title: "Secure payments", text: "Card and mobile money through the provider's checkout." },
    ],
    share: "Share this page",
    shareTitle: "Design system",

    pageStatesTitle: "Whole-page states",
    pageStatesIntro:
      "StatusPage and StatusFilterListHead each bring the page's own main heading, so they are shown where they live rather than here.",
    statusPageNote:
      "StatusPage: a whole page that could not be shown (an unknown address, a product that no longer exists, a failure to load), with its title, what happened and the ways on.",
    listHeadExample:
      "StatusFilterListHead: a back-office list's title and status filter, as on the Trade Assurance list",
  },
} satisfies PageTexts;
