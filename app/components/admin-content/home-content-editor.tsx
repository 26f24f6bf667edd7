import { type ActionFailure, formMessage } from "#common/action-failure";
import { adminHomeContentTexts } from "#common/i18n/admin-content";
import { homePageTexts } from "#common/i18n/home-page";
import {
  type AdminHomeBanner,
  type FooterColumn,
  type FooterLinkView,
  footerColumns,
  homeContentLimits,
  type HomeSectionKey,
  type HomeSectionSetting,
} from "#common/home-content";
import { adminContentBannerEditPath, adminContentPath } from "#common/paths";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField, FileField } from "~/components/ui/choice-fields";
import { failureFields, FormError, TextField } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts, useT } from "~/lib/locale";
import { toast } from "~/lib/toast";

export type HomeContentResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  id: string;
  column?: string;
};

/** A day (YYYY-MM-DD, UTC) at noon, so the request's time zone writes the same day. */
const middayOf = (day: string) => `${day}T12:00:00.000Z`;

/** The admin's view of /admin/content: banners, the sections' layout, the footer's link columns. */
export function HomeContentEditor({
  banners,
  sections,
  footer,
  editing,
  today,
  result,
}: {
  banners: AdminHomeBanner[];
  sections: HomeSectionSetting[];
  footer: Record<FooterColumn, FooterLinkView[]>;
  editing: AdminHomeBanner | null;
  today: string;
  result: HomeContentResult | undefined;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const done = result?.ok ? result.message : null;
  useEffect(() => {
    if (done) toast.success(done);
  }, [result, done]);
  const failure = result && !result.ok ? result : undefined;
  return (
    <div className="space-y-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
        <Link to="/" className={`text-sm ${buttonClassName("ghost", "sm")} -ml-3`}>
          {texts.viewHome}
        </Link>
      </header>
      <Banners banners={banners} editing={editing} today={today} result={result} />
      <Sections sections={sections} failure={failure?.intent === "saveSections" ? failure : undefined} />
      <FooterLinks footer={footer} failure={failure} />
    </div>
  );
}

function Banners({
  banners,
  editing,
  today,
  result,
}: {
  banners: AdminHomeBanner[];
  editing: AdminHomeBanner | null;
  today: string;
  result: HomeContentResult | undefined;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failure = result && !result.ok ? result : undefined;
  return (
    <TitledSection
      title={texts.bannersTitle}
      intro={texts.bannersIntro(homeContentLimits.banners)}
      className="space-y-4"
      titleClassName="text-xl font-semibold"
    >
      <FormError message={failure?.intent === "deleteBanner" ? failure.message : null} />
      {banners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.noBanners}
        </p>
      ) : (
        <ul aria-label={texts.bannersTitle} className="space-y-3">
          {banners.map((banner) => (
            <li
              key={banner.id}
              className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-center"
            >
              <div className="aspect-[3/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
                <CatalogImage imageKey={banner.imageKey} alt="" width={320} height={107} sizes="192px" />
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <h3 className="font-semibold">{banner.title}</h3>
                {banner.subtitle ? <p className="text-sm text-muted-foreground">{banner.subtitle}</p> : null}
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span>
                    {texts.dates(
                      format.date(middayOf(banner.startsOn)),
                      format.date(middayOf(banner.endsOn)),
                    )}
                  </span>
                  <span className="text-muted-foreground">
                    {texts.orderLabel(format.number(banner.position))}
                  </span>
                  {banner.linkPath ? (
                    <span className="text-muted-foreground">{texts.linksTo(banner.linkPath)}</span>
                  ) : null}
                  <Badge tone={banner.live ? "success" : "soft"}>
                    {banner.live ? texts.live : banner.active ? texts.scheduled : texts.inactive}
                  </Badge>
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={adminContentBannerEditPath(banner.id)}
                  aria-label={texts.editLabel(banner.title)}
                  className={buttonClassName("secondary", "sm")}
                >
                  {texts.edit}
                </Link>
                <ConfirmForm
                  action={adminContentPath}
                  fields={{ intent: "deleteBanner", id: banner.id }}
                  trigger={{ text: texts.delete, label: texts.deleteLabel(banner.title) }}
                  question={texts.deleteQuestion(banner.title)}
                  confirmText={texts.delete}
                  cancelText={texts.cancel}
                  closeText={texts.close}
                  variant="destructive"
                  busy={busy}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <BannerForm
        key={editing?.id ?? "new"}
        editing={editing}
        today={today}
        result={result?.intent === "createBanner" || result?.intent === "updateBanner" ? result : undefined}
        full={!editing && banners.length >= homeContentLimits.banners}
      />
    </TitledSection>
  );
}

function BannerForm({
  editing,
  today,
  result,
  full,
}: {
  editing: AdminHomeBanner | null;
  today: string;
  result: HomeContentResult | undefined;
  full: boolean;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : undefined;
  const intent = editing ? "updateBanner" : "createBanner";
  const busy = navigation.formData?.get("intent") === intent;
  // A new banner's form is emptied once it has been added.
  useEffect(() => {
    if (result?.ok && result.intent === "createBanner") formRef.current?.reset();
  }, [result]);
  if (full)
    return <p className="text-sm text-muted-foreground">{texts.bannersFull(homeContentLimits.banners)}</p>;
  const field = failureFields(failure, (name) =>
    editing ? String(editing[name as keyof AdminHomeBanner] ?? "") : undefined,
  );
  return (
    <TitledSection
      id="banner-form"
      title={editing ? texts.editBanner(editing.title) : texts.newBanner}
      className="space-y-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <FormError message={formMessage(failure)} />
      <Form
        ref={formRef}
        method="post"
        action={adminContentPath}
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FileField
          label={texts.image}
          name="image"
          accept="image/jpeg,image/png,image/webp"
          description={editing ? `${texts.imageHint} ${texts.imageKeepHint}` : texts.imageHint}
          error={failure?.fieldErrors?.image}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={texts.bannerTitle} {...field("title", "")} required />
          <TextField label={texts.subtitle} {...field("subtitle", "")} />
          <TextField label={texts.startsOn} {...field("startsOn", today)} type="date" required />
          <TextField label={texts.endsOn} {...field("endsOn", "")} type="date" required />
          <TextField label={texts.link} {...field("linkPath", "")} description={texts.linkHint} />
          <TextField
            label={texts.position}
            {...field("position", "0")}
            type="number"
            description={texts.positionHint}
          />
        </div>
        <CheckboxField
          label={texts.active}
          name="active"
          defaultChecked={failure ? failure.values?.active === "on" : (editing?.active ?? true)}
          error={failure?.fieldErrors?.active}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? texts.saving : editing ? texts.saveBanner : texts.addBanner}
          </Button>
          {editing ? (
            <Link to={adminContentPath} className={buttonClassName("ghost")}>
              {texts.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </TitledSection>
  );
}

/** Each section's name as the home page titles it. */
function useSectionNames(): Record<HomeSectionKey, string> {
  const home = usePageTexts(homePageTexts);
  return {
    bestSelling: home.bestSellingTitle,
    categories: home.categoriesTitle,
    latest: home.latestTitle,
    heritage: home.heritageTitle,
    featuredVendors: home.vendorsTitle,
    business: home.businessTitle,
  };
}

function Sections({
  sections,
  failure,
}: {
  sections: HomeSectionSetting[];
  failure: ActionFailure | undefined;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const names = useSectionNames();
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "saveSections";
  return (
    <TitledSection
      title={texts.sectionsTitle}
      intro={texts.sectionsIntro}
      className="space-y-4"
      titleClassName="text-xl font-semibold"
    >
      <FormError message={formMessage(failure)} />
      <Form method="post" action={adminContentPath} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="saveSections" />
        <ul className="divide-y divide-border rounded-lg border border-border">
          {sections.map((section) => {
            const name = names[section.key];
            const checked = failure ? failure.values?.[`visible.${section.key}`] === "on" : section.visible;
            return (
              <li key={section.key} className="grid items-start gap-3 p-4 sm:grid-cols-[1fr_auto_10rem]">
                <span className="font-medium">{name}</span>
                <CheckboxField
                  label={texts.showSection(name)}
                  name={`visible.${section.key}`}
                  defaultChecked={checked}
                />
                <TextField
                  label={texts.sectionOrder(name)}
                  name={`position.${section.key}`}
                  type="number"
                  defaultValue={failure?.values?.[`position.${section.key}`] ?? String(section.position)}
                  error={failure?.fieldErrors?.[`position.${section.key}`]}
                />
              </li>
            );
          })}
        </ul>
        <Button type="submit" disabled={busy}>
          {busy ? texts.saving : texts.saveSections}
        </Button>
      </Form>
    </TitledSection>
  );
}

function FooterLinks({
  footer,
  failure,
}: {
  footer: Record<FooterColumn, FooterLinkView[]>;
  failure: (ActionFailure & { intent: string; id: string; column?: string }) | undefined;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const columnTitle = (column: FooterColumn) => (column === "quick" ? t.shell.quickLinks : t.shell.legal);
  const labelOf = (link: FooterLinkView) => link.label ?? (link.labelKey ? t.nav[link.labelKey] : link.path);
  return (
    <TitledSection
      title={texts.footerTitle}
      intro={texts.footerIntro(homeContentLimits.linksPerColumn)}
      className="space-y-6"
      titleClassName="text-xl font-semibold"
    >
      <FormError message={failure?.intent === "deleteLink" ? failure.message : null} />
      <div className="grid gap-6 lg:grid-cols-2">
        {footerColumns.map((column) => {
          const title = columnTitle(column);
          const adding = failure?.intent === "addLink" && failure.column === column ? failure : undefined;
          return (
            <TitledSection
              key={column}
              title={title}
              className="space-y-3 rounded-lg border border-border p-4"
            >
              {footer[column].length === 0 ? (
                <p className="text-sm text-muted-foreground">{texts.noLinks}</p>
              ) : null}
              <ul className="space-y-3">
                {footer[column].map((link) => {
                  const label = labelOf(link);
                  const own =
                    failure?.intent === "updateLink" && failure.id === link.id ? failure : undefined;
                  const field = failureFields(own);
                  return (
                    <li
                      key={link.id}
                      aria-label={texts.linkLabel(title, label)}
                      className="space-y-2 border-b border-border pb-3"
                    >
                      <FormError message={own && !own.fieldErrors ? own.message : null} />
                      <Form
                        method="post"
                        action={adminContentPath}
                        noValidate
                        className="grid gap-2 sm:grid-cols-[1fr_1fr_6rem]"
                      >
                        <input type="hidden" name="intent" value="updateLink" />
                        <input type="hidden" name="id" value={link.id} />
                        <TextField label={texts.label} {...field("label", label)} required />
                        <TextField label={texts.path} {...field("path", link.path)} required />
                        <TextField
                          label={texts.linkOrder}
                          {...field("position", String(link.position))}
                          type="number"
                        />
                        <div>
                          <Button
                            type="submit"
                            size="sm"
                            variant="secondary"
                            aria-label={texts.saveLinkLabel(label)}
                            disabled={busy}
                          >
                            {texts.saveLink}
                          </Button>
                        </div>
                      </Form>
                      <ConfirmForm
                        action={adminContentPath}
                        fields={{ intent: "deleteLink", id: link.id }}
                        trigger={{ text: texts.delete, label: texts.deleteLinkLabel(label) }}
                        question={texts.deleteLinkQuestion(label)}
                        confirmText={texts.delete}
                        cancelText={texts.cancel}
                        closeText={texts.close}
                        variant="destructive"
                        busy={busy}
                      />
                    </li>
                  );
                })}
              </ul>
              <AddLinkForm column={column} title={title} failure={adding} busy={busy} />
            </TitledSection>
          );
        })}
      </div>
    </TitledSection>
  );
}

function AddLinkForm({
  column,
  title,
  failure,
  busy,
}: {
  column: FooterColumn;
  title: string;
  failure: ActionFailure | undefined;
  busy: boolean;
}) {
  const texts = usePageTexts(adminHomeContentTexts);
  const field = failureFields(failure);
  return (
    <Form
      method="post"
      action={adminContentPath}
      noValidate
      aria-label={texts.addLinkTo(title)}
      className="grid gap-2 rounded-md bg-muted p-3 sm:grid-cols-[1fr_1fr_6rem]"
    >
      <input type="hidden" name="intent" value="addLink" />
      <input type="hidden" name="column" value={column} />
      <FormError message={failure && !failure.fieldErrors ? failure.message : null} />
      <TextField label={texts.label} {...field("label", "")} required />
      <TextField label={texts.path} {...field("path", "")} required />
      <TextField label={texts.linkOrder} {...field("position", "99")} type="number" />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {texts.addLink}
        </Button>
      </div>
    </Form>
  );
}
