import './tagPicker.css';

// The tag's colour as a small square beside its title, which keeps the text's own colour: a tag
// coloured text on its tint (Ant Design's coloured Tag) fell under 4.5:1 for light colours.
export function TagSwatch({ color }: { color: string | undefined }) {
  return <span aria-hidden="true" className="p-tag-swatch" style={{ background: color }} />;
}
