// The tag's colour as a small square; the colour comes from the server's hex check.
export function ColorSwatch({ color }: { color: string }) {
  return <span aria-hidden="true" className="team-swatch" style={{ background: color }} />;
}
