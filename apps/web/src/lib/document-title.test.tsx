import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return <p>{title}</p>;
}

describe('useDocumentTitle', () => {
  it("names the document after the page, and follows the page's changes", () => {
    const { rerender } = render(<Titled title="Home · Focus Room" />);
    expect(document.title).toBe('Home · Focus Room');
    rerender(<Titled title="Statistics · Focus Room" />);
    expect(document.title).toBe('Statistics · Focus Room');
    // Nothing of it in the body: Preact would leave a <title> element where it is rendered.
    expect(document.body.querySelector('title')).toBeNull();
  });
});
