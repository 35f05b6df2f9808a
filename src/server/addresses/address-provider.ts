/**
 * Where the address step's look-ups come from. The default provider reads the postal code list
 * in the database; a commercial autocomplete service would implement the same two calls (see
 * docs/decisions/address-tax-currency-risk-declarations.md, "Address provider").
 */
import type {
  AddressMatch,
  PostalAddressStore,
  PostalCodeAddresses,
} from "./postal-address-store.ts";

export interface AddressProvider {
  /** The cities of a Polish postal code ("00-624"), each with its streets. */
  postalCodeAddresses(postalCode: string): Promise<PostalCodeAddresses>;
  /** Addresses matching what the client typed in the search box, best first. */
  search(query: string): Promise<AddressMatch[]>;
}

export const ADDRESS_SEARCH_LIMIT = 8;

export class PostalListAddressProvider implements AddressProvider {
  constructor(private readonly store: PostalAddressStore) {}

  postalCodeAddresses(postalCode: string): Promise<PostalCodeAddresses> {
    return this.store.addressesFor(postalCode);
  }

  search(query: string): Promise<AddressMatch[]> {
    return this.store.search(query, ADDRESS_SEARCH_LIMIT);
  }
}
