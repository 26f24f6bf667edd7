import { type ActionFailure, formMessage } from "#common/action-failure";
import { vendorStoreTexts } from "#common/i18n/vendor-store";
import { vendorStorePath } from "#common/paths";
import { vendorStorefrontBannerEditPath, vendorStorefrontBannersPath } from "#common/seller-paths";
import { storefrontBannerLimits } from "#common/store-profile";
import type { VendorStorefrontBanner } from "#common/views/storefront-banners";
import { ImagePlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField, FileField } from "~/components/ui/choice-fields";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { TitledSection } from "~/components/ui/titled-section";

export type StorefrontBannerResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  bannerId?: string;
};

/** A day (YYYY-MM-DD, UTC) at noon, so the request's time zone writes the same day. */
const middayOf = (day: string) => `${day}T12:00:00.000Z`;

/** The vendor's banners, each with edit and delete, and the form to add one or change the one open. */
export function StorefrontBannerManager({
  storeId,
  banners,
  editing,
  today,
  result,
}: {
  storeId: string;
  banners: VendorStorefrontBanner[];
  editing: VendorStorefrontBanner | null;
  today: string;
  result: StorefrontBannerResult | undefined;
}) {
  const texts = usePageTexts(vendorStoreTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const deleteResult = result?.intent === "delete" ? result : undefined;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{texts.bannersTitle}</h1>
        <p className="text-muted-foreground">{texts.bannersIntro}</p>
        <Link to={vendorStorePath(storeId)} className={`text-sm ${buttonClassName("ghost", "sm")} -ml-3`}>
          {texts.viewStore}
        </Link>
      </header>
      {deleteResult?.ok ? <FormSuccess message={deleteResult.message} /> : null}
      <FormError message={deleteResult && !deleteResult.ok ? deleteResult.message : undefined} />
      {banners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {texts.noBanners}
        </p>
      ) : (
        <ul aria-label={texts.bannersTitle} className="space-y-4">
          {banners.map((banner) => (
            <li
              key={banner.id}
              className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-center"
            >
              <div className="aspect-[3/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
                <CatalogImage imageKey={banner.imageKey} alt="" width={320} height={107} sizes="192px" />
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <h2 className="font-semibold">{banner.title}</h2>
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
                  <Badge tone={banner.live ? "success" : "soft"}>
                    {banner.live ? texts.live : banner.active ? texts.scheduled : texts.inactive}
                  </Badge>
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={vendorStorefrontBannerEditPath(banner.id)}
                  aria-label={texts.editLabel(banner.title)}
                  className={buttonClassName("secondary", "sm")}
                >
                  {texts.edit}
                </Link>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(texts.deleteConfirm(banner.title))) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="bannerId" value={banner.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="destructive"
                    aria-label={texts.deleteLabel(banner.title)}
                    disabled={navigation.formData?.get("bannerId") === banner.id}
                  >
                    {texts.delete}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <BannerForm
        key={editing?.id ?? "new"}
        storeId={storeId}
        editing={editing}
        today={today}
        result={result?.intent === "create" || result?.intent === "update" ? result : undefined}
        full={!editing && banners.length >= storefrontBannerLimits.perStore}
      />
    </div>
  );
}

function BannerForm({
  storeId,
  editing,
  today,
  result,
  full,
}: {
  storeId: string;
  editing: VendorStorefrontBanner | null;
  today: string;
  result: StorefrontBannerResult | undefined;
  full: boolean;
}) {
  const texts = usePageTexts(vendorStoreTexts);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : undefined;
  const busy = navigation.formData?.get("intent") === (editing ? "update" : "create");
  // A new banner's form is emptied once it has been added (without JavaScript the page comes back empty).
  useEffect(() => {
    if (result?.ok && result.intent === "create") formRef.current?.reset();
  }, [result]);
  if (full)
    return (
      <p className="text-sm text-muted-foreground">{texts.bannersFull(storefrontBannerLimits.perStore)}</p>
    );
  const field = failureFields(failure, (name) =>
    editing ? String(editing[name as keyof VendorStorefrontBanner] ?? "") : undefined,
  );
  const heading = editing ? texts.editBanner(editing.title) : texts.newBanner;
  return (
    <TitledSection
      title={
        <>
          <ImagePlus aria-hidden="true" className="size-5" />
          {heading}
        </>
      }
      className="space-y-4 rounded-lg border border-border p-4 sm:p-6"
      titleClassName="flex items-center gap-2 text-lg font-semibold"
    >
      {result?.ok ? <FormSuccess message={result.message} /> : null}
      <FormError message={formMessage(failure)} />
      <Form ref={formRef} method="post" encType="multipart/form-data" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="bannerId" value={editing.id} /> : null}
        <FileField
          label={texts.image}
          name="image"
          accept="image/jpeg,image/png,image/webp"
          description={editing ? `${texts.imageHint} ${texts.imageKeepHint}` : texts.imageHint}
          error={failure?.fieldErrors?.image}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={texts.title} {...field("title", "")} required />
          <TextField label={texts.subtitle} {...field("subtitle", "")} />
          <TextField label={texts.startsOn} {...field("startsOn", today)} type="date" required />
          <TextField label={texts.endsOn} {...field("endsOn", "")} type="date" required />
          <TextField
            label={texts.link}
            {...field("linkPath", "")}
            description={texts.linkHint(vendorStorePath(storeId))}
          />
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
            <Link to={vendorStorefrontBannersPath} className={buttonClassName("ghost")}>
              {texts.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </TitledSection>
  );
}
