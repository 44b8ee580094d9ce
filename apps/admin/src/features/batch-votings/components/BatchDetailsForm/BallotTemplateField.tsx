import { useEffect, useState } from 'react';
import type { MessageTemplate } from '@backoffice/api-client';
import { Link, NativeSelect, Text } from '@backoffice/ui';
import { paths } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { listBallotTemplates } from '../../api/voting-batches';
import { changeDetails, newBatch } from '../../stores/new-batch';

type Templates = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: MessageTemplate[] };

/**
 * The invitation template every fund's voting sends (the workspace's ballot templates): required, as a single
 * voting's is before publishing. None yet: a link to create one.
 */
export function BallotTemplateField({ value, error }: { value: string | null; error?: string }) {
  const t = useT();
  const [templates, setTemplates] = useState<Templates>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listBallotTemplates(controller.signal).then(
      (value) => {
        setTemplates({ status: 'ready', value });
        // The only template there is: chosen, as an operator would.
        if (value.length === 1 && !newBatch.ballotTemplateId) changeDetails('ballotTemplateId', value[0]!.id);
      },
      () => !controller.signal.aborted && setTemplates({ status: 'failed' }),
    );
    return () => controller.abort();
  }, []);

  const none = templates.status === 'ready' && templates.value.length === 0;
  return (
    <div>
      <NativeSelect
        label={t('batchVotings.new.ballotTemplate')}
        name="ballotTemplateId"
        placeholder={
          templates.status === 'loading'
            ? t('batchVotings.new.ballotTemplateLoading')
            : t('batchVotings.new.ballotTemplatePlaceholder')
        }
        isRequired
        isDisabled={templates.status !== 'ready' || none}
        options={
          templates.status === 'ready' ? templates.value.map((tpl) => ({ id: tpl.id, label: tpl.name })) : []
        }
        selectedKey={value}
        onSelectionChange={(key) => changeDetails('ballotTemplateId', key ? String(key) : null)}
        description={t('batchVotings.new.ballotTemplateHint')}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      {templates.status === 'failed' ? (
        <div role="alert">
          <Text tone="danger" size="sm">
            {t('batchVotings.new.ballotTemplateFailed')}
          </Text>
        </div>
      ) : null}
      {none ? (
        <Text size="sm">
          {t('batchVotings.new.ballotTemplateNone')}{' '}
          <Link href={paths.templates.new}>{t('batchVotings.new.ballotTemplateCreate')}</Link>
        </Text>
      ) : null}
    </div>
  );
}
