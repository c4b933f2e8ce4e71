import type { ReactNode } from 'react';
import { getCustomMDXComponent } from '../Table';
import { Tab, Tabs } from '../Tabs';
import { packageManagerCommands, packageManagers, splitProgram } from './commands';
import './index.css';

export interface PackageManagerTabsProps {
  /** The part after the package manager's name, or each tool's whole command line. */
  command: string | Record<string, string>;
  exec?: boolean;
  dlx?: boolean;
  additionalTabs?: { tool: string; icon?: ReactNode }[];
}

/** Tools whose logo theme/PackageManagerTabs/index.css draws: the five package managers. */
const drawnLogos = new Set<string>(packageManagers);

/**
 * Rspress's PackageManagerTabs (same props, commands, Markdown output and
 * shared, remembered choice), replaced whole for the size of its HTML: it
 * draws each tab's logo as an `<img>` with its own hashed URL and styles
 * every label inline, which pushed long pages past the first round trip.
 * Here a label is one element whose class draws the logo from the stylesheet.
 * The tabs are theme/Tabs (the keyboard's WAI-ARIA tablist), as before.
 */
export function PackageManagerTabs({
  command,
  exec,
  dlx,
  additionalTabs = [],
}: PackageManagerTabsProps) {
  const commands =
    typeof command === 'string'
      ? packageManagerCommands(command, {
          exec,
          dlx,
          additionalTools: additionalTabs.map((tab) => tab.tool),
        })
      : command;

  if (import.meta.env.SSG_MD) {
    return Object.values(commands).reduce((markdown, line) => {
      const [program, rest] = splitProgram(line);
      return `${markdown}\n\`\`\`sh [${program}]\n${program}${rest}\n\`\`\`\n`;
    }, '');
  }

  const Pre = getCustomMDXComponent().pre;
  const icons = new Map(additionalTabs.map((tab) => [tab.tool, tab.icon]));
  return (
    <Tabs groupId="package.manager">
      {Object.entries(commands).map(([tool, line]) => {
        const [program, rest] = splitProgram(line);
        const logo = drawnLogos.has(tool) && !icons.has(tool) ? ` rs-pm--${tool}` : '';
        return (
          <Tab
            key={tool}
            label={
              <span className={`rs-pm${logo}`}>
                {icons.get(tool)}
                {tool}
              </span>
            }
          >
            <Pre
              lang="bash"
              className="shiki css-variables"
              style={{
                backgroundColor: 'var(--shiki-background)',
                color: 'var(--shiki-foreground)',
              }}
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span style={{ color: 'var(--shiki-token-function)' }}>{program}</span>
                  <span style={{ color: 'var(--shiki-token-string)' }}>{rest}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
