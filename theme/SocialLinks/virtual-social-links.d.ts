// Rspress's virtual module: the SVG markup of each preset social icon, by name.
declare module 'virtual-social-links' {
  const iconMap: Record<string, string>;
  export default iconMap;
}
