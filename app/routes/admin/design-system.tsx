import { adminDesignSystemTexts } from "#common/i18n/admin-design-system";
import type { Widen } from "#common/i18n/catalogue";
import { adminDesignSystemPath, productsPath } from "#common/paths";
import { adminTradeAssurancePath } from "#common/seller-paths";
import { pageParam } from "#common/paging";
import { BadgeCheck, Inbox, LoaderCircle, ShieldCheck } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { Button, type ButtonSize, type ButtonVariant, buttonClassName } from "~/components/ui/button";
import { CheckboxField, FileField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CountrySelect } from "~/components/ui/country-select";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Facts } from "~/components/ui/facts";
import { FieldFrame, FormError, FormSuccess, inputClassName, TextField } from "~/components/ui/field";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { IconCards } from "~/components/ui/icon-cards";
import { Field } from "~/components/ui/labeled-field";
import { EmptyListState, ListLoadFailed } from "~/components/ui/list-states";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Pagination } from "~/components/ui/pagination";
import { ShareButton } from "~/components/ui/share-button";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { Tabs } from "~/components/ui/tabs";
import { textLinkClassName } from "~/components/ui/text-link";
import { TitledSection } from "~/components/ui/titled-section";
import { toast, type ToastKind } from "~/lib/toast";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/design-system";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminDesignSystemTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The example list's pages and the example filter are real links to this page, so they work as they do elsewhere. */
const examplePages = 3;
const examplePageSize = 20;

/** /admin/design-system (admins only): the UI kit, every primitive rendered live in its states. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  return {
    page: Math.min(pageParam(params.get("page")), examplePages),
    filter: Number(params.get("filter") ?? 0) || 0,
  };
}

type Texts = Widen<(typeof adminDesignSystemTexts)["en"]>;

const sections = [
  "tokens",
  "type",
  "buttons",
  "fields",
  "badges",
  "alerts",
  "dialogs",
  "tables",
  "toasts",
  "empty",
  "layout",
  "page-states",
] as const;

const sectionTitle = (texts: Texts, id: (typeof sections)[number]) =>
  ({
    tokens: texts.tokensTitle,
    type: texts.typeTitle,
    buttons: texts.buttonsTitle,
    fields: texts.fieldsTitle,
    badges: texts.badgesTitle,
    alerts: texts.alertsTitle,
    dialogs: texts.dialogsTitle,
    tables: texts.tablesTitle,
    toasts: texts.toastsTitle,
    empty: texts.emptyTitle,
    layout: texts.layoutTitle,
    "page-states": texts.pageStatesTitle,
  })[id];

/** One part of the kit: its title (an anchor of the contents), what it is for, and its examples. */
function KitSection({
  id,
  intro,
  children,
}: {
  id: (typeof sections)[number];
  intro: string;
  children: ReactNode;
}) {
  const texts = usePageTexts(adminDesignSystemTexts);
  return (
    <TitledSection
      id={`kit-${id}`}
      title={sectionTitle(texts, id)}
      intro={intro}
      grouped
      className="space-y-4 border-t border-border pt-6"
      titleClassName="text-xl font-semibold"
    >
      {children}
    </TitledSection>
  );
}

/** A labelled group of examples (one state or variant family). */
function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}

const tokenNames = [
  "background",
  "foreground",
  "muted",
  "muted-foreground",
  "card",
  "border",
  "primary",
  "primary-hover",
  "primary-text",
  "accent",
  "destructive",
  "destructive-text",
  "destructive-soft",
  "ring",
] as const;

function TokenList({ texts }: { texts: Texts }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {tokenNames.map((name) => (
        <li key={name} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-8 shrink-0 rounded border border-border"
            style={{ backgroundColor: `var(--${name})` }}
          />
          <span className="text-sm">
            <code className="font-mono text-xs">--{name}</code>
            <span className="block text-muted-foreground">{texts.tokenRoles[name]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const variants: ButtonVariant[] = ["primary", "secondary", "ghost", "destructive"];
const sizes: ButtonSize[] = ["sm", "md", "lg"];
const badgeTones: BadgeTone[] = ["brand", "soft", "success", "warning", "info"];
const toastKinds: ToastKind[] = ["default", "success", "error", "info", "warning", "loading"];
const typeSizes = ["text-4xl", "text-3xl", "text-2xl", "text-lg", "text-base", "text-sm", "text-xs"] as const;

/** A few components in the dark theme's tokens (the .dark class scopes them to this panel). */
function ThemePanel({ dark, texts }: { dark: boolean; texts: Texts }) {
  return (
    <div
      className={`${dark ? "dark " : ""}space-y-3 rounded-lg border border-border bg-background p-4 text-foreground`}
    >
      <h3 className="font-semibold">{dark ? texts.darkTheme : texts.lightTheme}</h3>
      <TokenList texts={texts} />
      <div className="flex flex-wrap items-center gap-2">
        <Button>{texts.variants.primary}</Button>
        <Button variant="secondary">{texts.variants.secondary}</Button>
        <Badge tone="success">{texts.badgeTones.success}</Badge>
        <a href={`#kit-tokens`} className={textLinkClassName}>
          {texts.textLink}
        </a>
      </div>
    </div>
  );
}

function DialogExamples({ texts }: { texts: Texts }) {
  const [confirming, setConfirming] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const modalTitleId = useId();
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" className="requires-js" onClick={() => setConfirming(true)}>
          {texts.openConfirm}
        </Button>
        <Button variant="secondary" className="requires-js" onClick={() => setModalOpen(true)}>
          {texts.openModal}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {outcome}
      </p>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        question={texts.confirmQuestion}
        confirmText={texts.confirmYes}
        cancelText={texts.cancel}
        closeText={texts.close}
        variant="destructive"
        onCancel={() => {
          setConfirming(false);
          setOutcome(texts.cancelled);
        }}
        onConfirm={() => {
          setConfirming(false);
          setOutcome(texts.confirmed);
        }}
      />
      <ModalDialog
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        labelledBy={modalTitleId}
        closeLabel={texts.close}
        widthClassName="w-[min(28rem,calc(100vw-2rem))]"
      >
        <h2 id={modalTitleId} className="pr-10 text-lg font-semibold">
          {texts.modalTitle}
        </h2>
        <p className="mt-2 text-sm">{texts.modalText}</p>
      </ModalDialog>
    </>
  );
}

function showToast(kind: ToastKind, texts: Texts) {
  const message = texts.toastMessages[kind];
  if (kind === "default") toast(message);
  else if (kind === "loading") {
    const id = toast.loading(message);
    setTimeout(() => toast.success(texts.toastMessages.loaded, { id }), 2000);
  } else toast[kind](message);
}

export default function AdminDesignSystem({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminDesignSystemTexts);
  const { page, filter } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      <nav aria-label={texts.contentsLabel}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#kit-${id}`} className={textLinkClassName}>
                {sectionTitle(texts, id)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="max-w-3xl rounded-md bg-muted px-4 py-3 text-sm">
        <span className="font-semibold">{texts.states}: </span>
        {texts.hoverFocus}
      </p>

      <KitSection id="tokens" intro={texts.tokensIntro}>
        <div className="grid gap-4 lg:grid-cols-2">
          <ThemePanel dark={false} texts={texts} />
          <ThemePanel dark texts={texts} />
        </div>
      </KitSection>

      <KitSection id="type" intro={texts.typeIntro}>
        <ul className="space-y-3">
          {typeSizes.map((size) => (
            <li key={size} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <code className="w-24 shrink-0 font-mono text-xs">{size}</code>
              <span className={`${size} font-semibold`}>{texts.typeSample}</span>
              <span className="text-sm text-muted-foreground">{texts.typeUse[size]}</span>
            </li>
          ))}
        </ul>
      </KitSection>

      <KitSection id="buttons" intro={texts.buttonsIntro}>
        {sizes.map((size) => (
          <Example key={size} title={texts.sizes[size]}>
            {variants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {texts.variants[variant]}
              </Button>
            ))}
          </Example>
        ))}
        <Example title={texts.disabled}>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {texts.variants[variant]}
            </Button>
          ))}
        </Example>
        <Example title={texts.loading}>
          <Button disabled>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {texts.loading}
          </Button>
          <span className="text-sm text-muted-foreground">{texts.loadingNote}</span>
        </Example>
        <Example title={texts.linkAsButton}>
          <a href="#kit-buttons" className={buttonClassName("secondary")}>
            {texts.linkAsButton}
          </a>
          <a href="#kit-buttons" className={textLinkClassName}>
            {texts.textLink}
          </a>
          <span className="text-sm text-muted-foreground">{texts.textLinkNote}</span>
        </Example>
      </KitSection>

      <KitSection id="fields" intro={texts.fieldsIntro}>
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <TextField label={texts.fieldDefault} name="example-name" description={texts.fieldDescription} />
          <TextField label={texts.fieldRequired} name="example-email" type="email" required />
          <TextField
            label={texts.fieldError}
            name="example-price"
            defaultValue={texts.fieldErrorValue}
            error={texts.fieldErrorMessage}
          />
          <FieldFrame label={texts.fieldDisabled}>
            {(control) => (
              <input
                {...control}
                name="example-address"
                disabled
                defaultValue={texts.fieldDisabledValue}
                className={inputClassName}
              />
            )}
          </FieldFrame>
          <SelectField
            label={texts.selectLabel}
            name="example-category"
            placeholder={texts.selectPlaceholder}
            options={texts.selectOptions.map((label) => ({ value: label, label }))}
          />
          <SelectField
            label={texts.selectLabel}
            name="example-category-error"
            placeholder={texts.selectPlaceholder}
            options={texts.selectOptions.map((label) => ({ value: label, label }))}
            error={texts.selectError}
          />
          <TextAreaField label={texts.textAreaLabel} name="example-description" rows={3} />
          <div className="space-y-4">
            <CheckboxField
              label={texts.checkboxLabel}
              name="example-samples"
              description={texts.checkboxDescription}
            />
            <FileField
              label={texts.fileLabel}
              name="example-picture"
              accept="image/jpeg,image/png,image/webp"
              description={texts.fileDescription}
            />
            <Field label={texts.countryLabel}>
              {(id) => <CountrySelect id={id} defaultValue="" countries={texts.countries} />}
            </Field>
          </div>
        </div>
      </KitSection>

      <KitSection id="badges" intro={texts.badgesIntro}>
        <Example title={texts.badgesTitle}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {texts.badgeTones[tone]}
            </Badge>
          ))}
        </Example>
      </KitSection>

      <KitSection id="alerts" intro={texts.alertsIntro}>
        <div className="max-w-2xl space-y-3">
          <FormSuccess message={texts.successSample} />
          <FormError message={texts.errorSample} />
          <ProblemAlert>{texts.problemSample}</ProblemAlert>
          <LoadingStatus>{texts.loadingSample}</LoadingStatus>
          <ListLoadFailed message={texts.loadFailedSample} retryTo={`${adminDesignSystemPath}#kit-alerts`} />
        </div>
      </KitSection>

      <KitSection id="dialogs" intro={texts.dialogsIntro}>
        <DialogExamples texts={texts} />
      </KitSection>

      <KitSection id="tables" intro={texts.tablesIntro}>
        <DataTable caption={texts.tableCaption} columns={texts.tableColumns} empty={texts.tableEmpty}>
          {texts.tableRows.map((row) => (
            <tr key={row.product}>
              <td className={cellClassName}>{row.product}</td>
              <td className={cellClassName}>{row.vendor}</td>
              <td className={cellClassName}>{row.status}</td>
            </tr>
          ))}
        </DataTable>
        <DataTable caption={texts.tableCaption} columns={texts.tableColumns} empty={texts.tableEmpty}>
          {[]}
        </DataTable>
        <Pagination
          page={page}
          total={examplePages * examplePageSize}
          pageSize={examplePageSize}
          label={texts.paginationLabel}
        />
      </KitSection>

      <KitSection id="toasts" intro={texts.toastsIntro}>
        <div className="flex flex-wrap gap-3">
          {toastKinds.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              className="requires-js"
              onClick={() => showToast(kind, texts)}
            >
              {texts.toastKinds[kind]}
            </Button>
          ))}
        </div>
      </KitSection>

      <KitSection id="empty" intro={texts.emptyIntro}>
        <EmptyListState
          icon={<Inbox aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title={texts.emptyHeading}
          text={texts.emptyText}
          action={{ to: productsPath, label: texts.emptyAction }}
        />
      </KitSection>

      <KitSection id="layout" intro={texts.layoutIntro}>
        <Tabs
          label={texts.tabsLabel}
          tabs={texts.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            heading: tab.label,
            content: <p className="text-sm">{tab.text}</p>,
          }))}
        />
        <FilterTabs
          label={texts.filterLabel}
          tabs={texts.filters.map((label, index) => ({
            to: `${adminDesignSystemPath}?filter=${index}#kit-layout`,
            label,
            current: index === filter,
          }))}
        />
        <Facts rows={texts.facts.map((fact): [string, ReactNode] => [fact.term, fact.value])} />
        <IconCards
          items={texts.iconCards}
          icons={[BadgeCheck, ShieldCheck]}
          headingLevel="h3"
          className="sm:grid-cols-2"
        />
        <ShareButton title={texts.shareTitle} path={adminDesignSystemPath} label={texts.share} />
      </KitSection>

      <KitSection id="page-states" intro={texts.pageStatesIntro}>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{texts.statusPageNote}</li>
          <li>
            <Link to={adminTradeAssurancePath} className={textLinkClassName}>
              {texts.listHeadExample}
            </Link>
          </li>
        </ul>
      </KitSection>
    </div>
  );
}
