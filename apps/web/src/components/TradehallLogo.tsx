/** An emerald, the villagers' currency. Decorative: the title next to it names the product. */
export function TradehallLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 27 10v12L16 30 5 22V10Z" fill="#17a34a" />
      <path d="M16 2 27 10 16 14 5 10Z" fill="#4ade80" />
      <path d="M16 14v16l11-8V10Z" fill="#15803d" />
      <path d="M16 6 22 10.5 16 13 10 10.5Z" fill="#bbf7d0" opacity="0.7" />
    </svg>
  );
}
