import { Tabs } from '@mantine/core';
import { IconCode, IconPhoto, IconScan } from '@tabler/icons-react';
import { BlobImage } from './blob-image.tsx';
import { HtmlTab } from './html-tab.tsx';

/** An event's evidence addresses on storage/blob (null where the event has none). */
export interface EvidenceUrls {
  screenshotURL: string | null;
  markedScreenshotURL: string | null;
  pageContentURL: string | null;
}

interface EvidenceTabsProps {
  urls: EvidenceUrls;
  /** The Vision Analysis tab (the marked screenshot) is the provider's (spec doc 1 §2, §6). */
  withVisionAnalysis: boolean;
  missingHtmlText?: string;
}

/** The tabs of an event's evidence: Screenshot, HTML and (the provider's) Vision Analysis. */
export function EvidenceTabList({ withVisionAnalysis }: { withVisionAnalysis: boolean }) {
  return (
    <Tabs.List mb="md">
      <Tabs.Tab value="screenshot" leftSection={<IconPhoto size={16} aria-hidden />}>
        Screenshot
      </Tabs.Tab>
      <Tabs.Tab value="html" leftSection={<IconCode size={16} aria-hidden />}>
        HTML
      </Tabs.Tab>
      {withVisionAnalysis && (
        <Tabs.Tab value="vision" leftSection={<IconScan size={16} aria-hidden />}>
          Vision Analysis
        </Tabs.Tab>
      )}
    </Tabs.List>
  );
}

/** The details tabs: Screenshot, HTML (read-only code view) and Vision Analysis. */
export function EvidenceTabs({ urls, withVisionAnalysis, missingHtmlText }: EvidenceTabsProps) {
  return (
    <Tabs defaultValue="screenshot" keepMounted={false}>
      <EvidenceTabList withVisionAnalysis={withVisionAnalysis} />
      <Tabs.Panel value="screenshot">
        <BlobImage url={urls.screenshotURL} alt="Screenshot of the reported page" withNoData />
      </Tabs.Panel>
      <Tabs.Panel value="html">
        <HtmlTab url={urls.pageContentURL} missingText={missingHtmlText} />
      </Tabs.Panel>
      {withVisionAnalysis && (
        <Tabs.Panel value="vision">
          <BlobImage
            url={urls.markedScreenshotURL}
            alt="Vision Analysis: the screenshot with what the model found"
            withNoData
          />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
