import type { ToolLink } from '../../site/tools';
import { publicAssetUrl } from '../chrome/publicAssetUrl';

/** A sibling tool's logo: decorative (the tool's name is next to it), lazy-loaded. */
export function ToolLogo({
  tool,
  size,
  className,
}: {
  tool: Pick<ToolLink, 'logo' | 'logoScale'>;
  size: number;
  className: string;
}) {
  return (
    <img
      className={className}
      src={publicAssetUrl(tool.logo)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
    />
  );
}
