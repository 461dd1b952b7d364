import { useScreenData } from "@/shared/screen-data";

/** B2B edition: the company that provides the driver's service, under the status line (`에버세이프 렌터카 제공`). */
export default function CompanyName() {
  const profile = useScreenData("getMyProfile");
  const company = profile.data?.companyName;
  if (!company) return null;
  return (
    <p className="w-full text-xs font-semibold text-gray-700" data-testid="company-name">
      {company} 제공 서비스
    </p>
  );
}
