import type { ActionFailure } from "#common/action-failure";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField, FileField } from "~/components/ui/choice-fields";
import { failureFields, TextField } from "~/components/ui/field";
import { useFormat } from "~/lib/locale";

/**
 * The parts the two banner editors share: the admin's home page banners (/admin/content) and a
 * vendor's store banners (/vendor/storefront-banners). Each page keeps its own texts, commands and
 * links; the banner's card in the list and its form's fields are the same.
 */

/** A banner as an editor lists it; its days are ISO dates (the first and the last, UTC). */
export interface EditedBanner {
  id: string;
  imageKey: string;
  title: string;
  subtitle: string;
  linkPath: string | null;
  startsOn: string;
  endsOn: string;
  active: boolean;
  position: number;
  /** Shown right now: active, and today inside its days. */
  live: boolean;
}

export interface BannerCardTexts {
  dates: (from: string, to: string) => string;
  orderLabel: (position: string) => string;
  live: string;
  scheduled: string;
  inactive: string;
  edit: string;
  editLabel: (title: string) => string;
  delete: string;
  deleteLabel: (title: string) => string;
  cancel: string;
  close: string;
}

/** A day (YYYY-MM-DD, UTC) at noon, so the request's time zone writes the same day. */
const middayOf = (day: string) => `${day}T12:00:00.000Z`;

/**
 * One banner in an editor's list: its picture, title, subtitle, days, order and whether it shows
 * now, with its edit link and its delete button, which asks first (`ConfirmForm`) and then posts
 * the page's own fields.
 */
export function BannerCard({
  banner,
  texts,
  heading: Heading,
  editPath,
  note,
  deletion,
}: {
  banner: EditedBanner;
  texts: BannerCardTexts;
  /** The title's heading level under the page's own headings. */
  heading: "h2" | "h3";
  editPath: string;
  /** More about the banner, after its order (where it links to). */
  note?: ReactNode;
  /** Where the delete goes, with what, the question asked first, and whether a send is under way. */
  deletion: { action: string; fields: Record<string, string>; question: string; busy: boolean };
}) {
  const format = useFormat();
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="aspect-[3/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
        <CatalogImage imageKey={banner.imageKey} alt="" width={320} height={107} sizes="192px" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <Heading className="font-semibold">{banner.title}</Heading>
        {banner.subtitle ? <p className="text-sm text-muted-foreground">{banner.subtitle}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            {texts.dates(format.date(middayOf(banner.startsOn)), format.date(middayOf(banner.endsOn)))}
          </span>
          <span className="text-muted-foreground">{texts.orderLabel(format.number(banner.position))}</span>
          {note}
          <Badge tone={banner.live ? "success" : "soft"}>
            {banner.live ? texts.live : banner.active ? texts.scheduled : texts.inactive}
          </Badge>
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={editPath}
          aria-label={texts.editLabel(banner.title)}
          className={buttonClassName("secondary", "sm")}
        >
          {texts.edit}
        </Link>
        <ConfirmForm
          action={deletion.action}
          fields={deletion.fields}
          trigger={{ text: texts.delete, label: texts.deleteLabel(banner.title) }}
          question={deletion.question}
          confirmText={texts.delete}
          cancelText={texts.cancel}
          closeText={texts.close}
          variant="destructive"
          busy={deletion.busy}
        />
      </div>
    </li>
  );
}

export interface BannerFieldsTexts {
  image: string;
  imageHint: string;
  imageKeepHint: string;
  subtitle: string;
  startsOn: string;
  endsOn: string;
  link: string;
  position: string;
  positionHint: string;
  active: string;
  saving: string;
  saveBanner: string;
  addBanner: string;
  cancel: string;
}

/**
 * A banner form's fields and buttons, inside the page's own form (which carries its intent and the
 * banner's id): the picture (kept when none is chosen for a change), title, subtitle, days, link,
 * order and active. After a refusal every field shows what was typed and its message.
 */
export function BannerFields({
  texts,
  titleLabel,
  linkHint,
  editing,
  failure,
  today,
  busy,
  cancelPath,
}: {
  texts: BannerFieldsTexts;
  titleLabel: string;
  linkHint: string;
  /** The banner being changed, or null for a new one. */
  editing: EditedBanner | null;
  failure: ActionFailure | undefined;
  /** A new banner's first day. */
  today: string;
  busy: boolean;
  /** Where Cancel leads while a banner is being changed. */
  cancelPath: string;
}) {
  const field = failureFields(failure, (name) =>
    editing ? String(editing[name as keyof EditedBanner] ?? "") : undefined,
  );
  return (
    <>
      <FileField
        label={texts.image}
        name="image"
        accept="image/jpeg,image/png,image/webp"
        description={editing ? `${texts.imageHint} ${texts.imageKeepHint}` : texts.imageHint}
        error={failure?.fieldErrors?.image}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={titleLabel} {...field("title", "")} required />
        <TextField label={texts.subtitle} {...field("subtitle", "")} />
        <TextField label={texts.startsOn} {...field("startsOn", today)} type="date" required />
        <TextField label={texts.endsOn} {...field("endsOn", "")} type="date" required />
        <TextField label={texts.link} {...field("linkPath", "")} description={linkHint} />
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
          <Link to={cancelPath} className={buttonClassName("ghost")}>
            {texts.cancel}
          </Link>
        ) : null}
      </div>
    </>
  );
}
