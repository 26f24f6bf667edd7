import { type ActionFailure, formMessage } from "#common/action-failure";
import { vendorStoreTexts } from "#common/i18n/vendor-store";
import { vendorStorePath } from "#common/paths";
import { socialNetworks, storeProfileLimits } from "#common/store-profile";
import type { StoreProfileForm } from "#common/vendors";
import { Form, Link, useNavigation } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Button } from "~/components/ui/button";
import { FileField, TextAreaField } from "~/components/ui/choice-fields";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { usePageTexts } from "~/lib/locale";
import { TitledSection } from "~/components/ui/titled-section";

/** The look of each part of the profile page. */
const panelClassName = "space-y-4 rounded-lg border border-border p-4 sm:p-6";

type ImageKind = "logo" | "cover";

export type StoreProfileResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  kind?: ImageKind;
};

const imageAccept = "image/jpeg,image/png,image/webp";

/** The vendor's store profile: its two pictures, each with its own form, then the profile's words. */
export function StoreProfileEditor({
  storeId,
  profile,
  result,
}: {
  storeId: string;
  profile: StoreProfileForm;
  result: StoreProfileResult | undefined;
}) {
  const texts = usePageTexts(vendorStoreTexts);
  const navigation = useNavigation();
  const profileResult = result?.intent === "profile" ? result : undefined;
  const failure = profileResult && !profileResult.ok ? profileResult : undefined;
  // After a refusal the form shows what was typed; otherwise what is saved.
  const field = failureFields(failure);
  const savingProfile = navigation.formData?.get("intent") === "profile";
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{texts.profileTitle}</h1>
        <p className="text-muted-foreground">{texts.profileIntro}</p>
        <Link to={vendorStorePath(storeId)} className={`text-sm ${textLinkClassName}`}>
          {texts.viewStore}
        </Link>
      </header>

      <TitledSection title={texts.picturesTitle} className={panelClassName} intro={texts.picturesHint}>
        <div className="grid gap-6 md:grid-cols-2">
          <PictureForm kind="logo" label={texts.logo} imageKey={profile.logoKey} result={result} />
          <PictureForm kind="cover" label={texts.cover} imageKey={profile.coverKey} result={result} />
        </div>
      </TitledSection>

      <Form method="post" noValidate className="space-y-6" aria-labelledby="store-details">
        <input type="hidden" name="intent" value="profile" />
        <FormError message={formMessage(failure)} />
        {profileResult?.ok ? <FormSuccess message={profileResult.message} /> : null}
        <section className={panelClassName}>
          <h2 id="store-details" className="text-lg font-semibold">
            {texts.detailsTitle}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={texts.businessName}
              {...field("businessName", profile.businessName)}
              required
              autoComplete="organization"
            />
            <TextField
              label={texts.city}
              {...field("city", profile.city)}
              required
              autoComplete="address-level2"
            />
            <TextField
              label={texts.businessEmail}
              {...field("businessEmail", profile.businessEmail)}
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              label={texts.businessPhone}
              {...field("businessPhone", profile.businessPhone)}
              type="tel"
              autoComplete="tel"
            />
          </div>
          <TextAreaField
            label={texts.description}
            {...field("description", profile.description)}
            description={texts.descriptionHint}
            rows={6}
            maxLength={storeProfileLimits.description}
          />
        </section>

        <TitledSection title={texts.policiesTitle} className={panelClassName}>
          <TextAreaField
            label={texts.shippingPolicy}
            {...field("shippingPolicy", profile.shippingPolicy)}
            description={texts.shippingPolicyHint}
            rows={5}
            maxLength={storeProfileLimits.policy}
          />
          <TextAreaField
            label={texts.returnPolicy}
            {...field("returnPolicy", profile.returnPolicy)}
            description={texts.returnPolicyHint}
            rows={5}
            maxLength={storeProfileLimits.policy}
          />
          <div className="sm:max-w-xs">
            <TextField
              label={texts.responseTimeTarget}
              {...field("responseTimeTargetHours", profile.responseTimeTargetHours?.toString())}
              type="number"
              description={texts.responseTimeTargetHint}
            />
          </div>
        </TitledSection>

        <TitledSection title={texts.socialTitle} className={panelClassName} intro={texts.socialHint}>
          <div className="grid gap-4 sm:grid-cols-2">
            {socialNetworks.map((network) => (
              <TextField
                key={network.key}
                label={network.label}
                {...field(network.key, profile.socialLinks[network.key])}
                type="url"
              />
            ))}
          </div>
        </TitledSection>
        <Button type="submit" disabled={savingProfile}>
          {savingProfile ? texts.saving : texts.saveProfile}
        </Button>
      </Form>
    </div>
  );
}

/** Upload (replace) or remove one of the store's pictures. */
function PictureForm({
  kind,
  label,
  imageKey,
  result,
}: {
  kind: ImageKind;
  label: string;
  imageKey: string | null;
  result: StoreProfileResult | undefined;
}) {
  const texts = usePageTexts(vendorStoreTexts);
  const navigation = useNavigation();
  const mine = result?.kind === kind ? result : undefined;
  const failure = mine && !mine.ok ? mine : undefined;
  const busy = navigation.formData?.get("kind") === kind;
  return (
    <div className="space-y-3">
      <h3 className="font-medium">{label}</h3>
      <div
        className={`overflow-hidden border border-border bg-muted ${kind === "logo" ? "size-28 rounded-full" : "aspect-[3/1] w-full rounded-md"}`}
      >
        <CatalogImage
          imageKey={imageKey}
          alt={imageKey ? texts.currentPicture(label) : ""}
          width={kind === "logo" ? 160 : 640}
          height={kind === "logo" ? 160 : 213}
          sizes={kind === "logo" ? "112px" : "(min-width: 768px) 400px, 90vw"}
          fallback={
            <span className="flex size-full items-center justify-center p-2 text-center text-sm text-muted-foreground">
              {texts.noPicture}
            </span>
          }
        />
      </div>
      {mine?.ok ? <FormSuccess message={mine.message} /> : null}
      <FormError message={formMessage(failure)} />
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-3">
        <input type="hidden" name="intent" value="upload-image" />
        <input type="hidden" name="kind" value={kind} />
        <FileField
          label={texts.choosePicture(label)}
          name="image"
          accept={imageAccept}
          error={failure?.fieldErrors?.[kind]}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? texts.saving : texts.uploadPicture(label)}
        </Button>
      </Form>
      {imageKey ? (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(texts.removePictureConfirm(label))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="remove-image" />
          <input type="hidden" name="kind" value={kind} />
          <Button type="submit" size="sm" variant="ghost" disabled={busy}>
            {texts.removePicture(label)}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
