import { useState } from 'react';
import type { PortalVoting } from '../../api/types';
import * as styles from './PortalBrand.css';

/**
 * The company that runs the voting, in the portal's bar on every step: its logo (the workspace's, else the company's)
 * and its name. The logo is decorative (the name is beside it) and goes away if it cannot be loaded.
 */
export function PortalBrand({ company }: { company: PortalVoting['company'] }) {
  const [logoFailed, setLogoFailed] = useState<string | null>(null);
  const logo = company.logoUrl && logoFailed !== company.logoUrl ? company.logoUrl : null;
  return (
    <span className={styles.brand}>
      {logo ? <img src={logo} alt="" className={styles.logo} onError={() => setLogoFailed(logo)} /> : null}
      <span className={styles.name} dir="auto">
        {company.name}
      </span>
    </span>
  );
}
