// @vitest-environment jsdom
/// <reference types="@testing-library/jest-dom/vitest" />
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";

// What vitest.setup.ts gives a file on the DOM environment: jest-dom's matchers, and Testing Library's cleanup after
// each test without the file asking for it.
describe("the web tests' setup on the DOM environment", () => {
  it("has jest-dom's matchers", () => {
    render(<p>배터리 안전</p>);
    expect(screen.getByText("배터리 안전")).toBeInTheDocument();
  });

  it("unmounts what the test before rendered", () => {
    expect(document.body).toBeEmptyDOMElement();
  });
});
