import { type ActionFailure, formMessage } from "#common/action-failure";
import { vendorStoreTexts } from "#common/i18n/vendor-store";
import { vendorStorePath } from "#common/paths";
import { vendorStorefrontBannerEditPath, vendorStorefrontBannersPath } from "#common/seller-paths";
import { storefrontBannerLimits } from "#common/store-profile";
import type { VendorStorefrontBanner } from "#common/views/storefront-banners";
import { ImagePlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { BannerCard, BannerFields } from "~/components/banners/banner-editor";
import { buttonClassName } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { TitledSection } from "~/components/ui/titled-section";

export type StorefrontBannerResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  bannerId?: string;
};

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
            <BannerCard
              key={banner.id}
              banner={banner}
              texts={texts}
              heading="h2"
              editPath={vendorStorefrontBannerEditPath(banner.id)}
              deletion={{
                action: vendorStorefrontBannersPath,
                fields: { intent: "delete", bannerId: banner.id },
                question: texts.deleteConfirm(banner.title),
                busy: navigation.formData?.get("bannerId") === banner.id,
              }}
            />
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
        <BannerFields
          texts={texts}
          titleLabel={texts.title}
          linkHint={texts.linkHint(vendorStorePath(storeId))}
          editing={editing}
          failure={failure}
          today={today}
          busy={busy}
          cancelPath={vendorStorefrontBannersPath}
        />
      </Form>
    </TitledSection>
  );
}
