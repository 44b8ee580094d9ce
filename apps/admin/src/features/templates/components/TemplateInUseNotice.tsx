import { useSnapshot } from 'valtio';
import { AlertTriangle } from 'lucide-react';
import { Link, Text } from '@backoffice/ui';
import { Notice, noticeList } from '@admin/components/Notice/Notice';
import { paths } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { dismissTemplateInUse, templateInUseStore } from '../stores/template-in-use';

const votingHref = (id: string) => paths.votings.edit.replace(':id', encodeURIComponent(id));

/**
 * Why a template was not deleted: the votings whose ballot it is, each linked to its screen with its status, so the
 * operator knows what to change first.
 */
export function TemplateInUseNotice() {
  const t = useT();
  const plural = usePlural();
  const { refusal } = useSnapshot(templateInUseStore);
  return (
    <Notice
      role="alert"
      tone="danger"
      icon={<AlertTriangle size={20} aria-hidden />}
      title={refusal ? t('templates.inUse.title', { name: `\u2068${refusal.templateName}\u2069` }) : null}
      onDismiss={dismissTemplateInUse}
    >
      {refusal ? (
        <>
          <Text>{plural('templates.inUse.message', refusal.votings.length)}</Text>
          <ul className={noticeList}>
            {refusal.votings.map((voting) => (
              <li key={voting.id}>
                <Link href={votingHref(voting.id)}>
                  <bdi>{voting.title}</bdi>
                </Link>
                {voting.status ? (
                  <Text elementType="span" tone="muted">
                    {` · ${t(`common.votingStatus.${voting.status}`)}`}
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Notice>
  );
}
