// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { addressExamples } from "./examples.ts";

afterEach(cleanup);

const [polish, german] = addressExamples;

const messages = {
  "example:fields.country.label": "Country",
  "example:fields.searchAddress.label": "Find your address",
  "example:fields.postalCode.label": "Postal code",
  "example:fields.city.label": "Town or city",
  "example:fields.street.label": "Street",
};

const WARSAW = { "00-321": { Warszawa: ["Bednarska", "Karowa"] } } as Record<string, object>;

function fakeServer() {
  return vi.fn((action: string, payload: Readonly<Record<string, unknown>>) => {
    if (action === "get-postal-code-addresses")
      return Promise.resolve({ postalCodeAddresses: WARSAW[String(payload.postalCode)] ?? {} });
    if (action === "search-address")
      return Promise.resolve({
        addresses: [{ postalCode: "80-828", city: "Gdańsk", street: "Długi Targ" }],
      });
    return Promise.resolve(undefined);
  });
}

/** A text input by its label (one with suggestions is a combobox, the others textboxes). */
const input = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: "input" });

describe("postal code and address suggestions", () => {
  it("masks a Polish code as it is typed, fills the single town and offers its streets", async () => {
    const lookup = fakeServer();
    const recorder = dataRecorder();
    renderExample(polish, { messages, lookup, onDataChange: recorder.onDataChange });
    const user = userEvent.setup();
    await user.type(input("Postal code"), "00a321");
    expect(input("Postal code").value).toBe("00-321");
    await waitFor(() => expect(input("Town or city").value).toBe("Warszawa"));
    expect(lookup).toHaveBeenCalledWith(
      "get-postal-code-addresses",
      { postalCode: "00-321" },
      expect.any(AbortSignal),
    );
    const streets = document.getElementById(input("Street").getAttribute("list")!);
    expect([...streets!.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "Bednarska",
      "Karowa",
    ]);
    expect(recorder.last()).toMatchObject({ postalCode: "00-321", city: "Warszawa" });
  });

  it("asks nothing for a code of another country, typed as it is", async () => {
    const lookup = fakeServer();
    renderExample(german, { messages, lookup });
    await userEvent.setup().type(input("Postal code"), "10115");
    expect(input("Postal code").value).toBe("10115");
    expect(lookup).not.toHaveBeenCalled();
    expect(input("Town or city").getAttribute("list")).toBeNull();
  });

  it("offers the search's matches and fills the address chosen", async () => {
    const lookup = fakeServer();
    const recorder = dataRecorder();
    renderExample(polish, { messages, lookup, onDataChange: recorder.onDataChange });
    const user = userEvent.setup();
    const search = screen.getByRole<HTMLInputElement>("searchbox", { name: "Find your address" });
    await user.type(search, "długi");
    await waitFor(() =>
      expect(lookup).toHaveBeenCalledWith(
        "search-address",
        { query: "długi" },
        expect.any(AbortSignal),
      ),
    );
    const list = await waitFor(() => document.getElementById(search.getAttribute("list")!)!);
    expect([...list.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "Długi Targ, 80-828 Gdańsk",
    ]);
    // Choosing an option of the list puts its text into the box, as the browser does.
    await user.clear(search);
    await user.type(search, "Długi Targ, 80-828 Gdańsk");
    await waitFor(() =>
      expect(recorder.last()).toMatchObject({
        country: "PL",
        postalCode: "80-828",
        city: "Gdańsk",
        street: "Długi Targ",
      }),
    );
  });
});
