import type { PlatformSettings } from "../platform-settings";

export interface AdminShippingMethod {
  code: string;
  name: string;
  deliveryTime: string;
  /** Minor units of the settlement currency. */
  price: number;
  minUnits: number;
  isActive: boolean;
}

/** What /admin/settings edits: the platform settings, every shipping method and the currencies rates may be set for. */
export interface AdminSettingsView {
  settings: PlatformSettings;
  shippingMethods: AdminShippingMethod[];
  rateCurrencies: { code: string; name: string }[];
}
