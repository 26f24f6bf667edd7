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
import { BannerCard, BannerFields } from "~/components/banners/banner-editor";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/choice-fields";
import { failureFields, FormError, TextField } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { usePageTexts, useT } from "~/lib/locale";
import { toast } from "~/lib/toast";

export type HomeContentResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  id: string;
  column?: string;
};

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
            <BannerCard
              key={banner.id}
              banner={banner}
              texts={texts}
              heading="h3"
              editPath={adminContentBannerEditPath(banner.id)}
              note={
                banner.linkPath ? (
                  <span className="text-muted-foreground">{texts.linksTo(banner.linkPath)}</span>
                ) : null
              }
              deletion={{
                action: adminContentPath,
                fields: { intent: "deleteBanner", id: banner.id },
                question: texts.deleteQuestion(banner.title),
                busy,
              }}
            />
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
        <BannerFields
          texts={texts}
          titleLabel={texts.bannerTitle}
          linkHint={texts.linkHint}
          editing={editing}
          failure={failure}
          today={today}
          busy={busy}
          cancelPath={adminContentPath}
        />
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
