import type { Deps } from "../../http/context";
import { addDays, addMonths, kstDate, kstDayStart } from "../../http/time";
import { hashPassword } from "../../services/passwords";
import { users, vehicles } from "../schema/core";

/** The published password of the demo accounts outside production (README lists the logins); production seeds with SEED_PASSWORD. */
export { DEMO_PASSWORD } from "../../config";

/**
 * Demo accounts: one per service status (00–04), one per OBD status, a B2B user.
 * `dataDays` = how many days of telemetry the telemetry seed generates for the account's vehicle
 * (0 = vehicle without data); `profile` picks the battery's behaviour.
 */
export const DEMO_ACCOUNTS = [
  {
    loginId: "demo",
    userName: "김민준",
    serviceStatus: "02",
    userStatus: "02",
    obdStatus: "INSTALLED_OK",
    delivery: "03",
    expires: 300,
    vehicle: "ioniq5",
    dataDays: 200,
    profile: "healthy",
  },
  {
    loginId: "demo00",
    userName: "이서연",
    serviceStatus: "00",
    userStatus: "01",
    obdStatus: "NOT_INSTALLED",
    delivery: null,
    expires: null,
    vehicle: null,
    dataDays: 0,
    profile: null,
  },
  {
    loginId: "demo01",
    userName: "박지호",
    serviceStatus: "01",
    userStatus: "02",
    obdStatus: "NOT_INSTALLED",
    delivery: "02",
    expires: 365,
    vehicle: "ev6",
    dataDays: 0,
    profile: null,
  },
  {
    loginId: "demoempty",
    userName: "최하은",
    serviceStatus: "02",
    userStatus: "02",
    obdStatus: "INSTALLED_EMPTY_DATA",
    delivery: "03",
    expires: 330,
    vehicle: "ev3",
    dataDays: 0,
    profile: null,
  },
  {
    loginId: "demowarn",
    userName: "정도윤",
    serviceStatus: "02",
    userStatus: "02",
    obdStatus: "INSTALLED_OK",
    delivery: "03",
    expires: 200,
    vehicle: "kona",
    dataDays: 190,
    profile: "degrading",
  },
  {
    loginId: "demo03",
    userName: "강수아",
    serviceStatus: "03",
    userStatus: "03",
    obdStatus: "INSTALLED_OK",
    delivery: "03",
    expires: 20,
    vehicle: "ev6",
    dataDays: 185,
    profile: "healthy",
  },
  {
    loginId: "demo04",
    userName: "윤시우",
    serviceStatus: "04",
    userStatus: "04",
    obdStatus: "REMOVED",
    delivery: "03",
    expires: -15,
    vehicle: "niro",
    dataDays: 180,
    profile: "aging",
  },
  {
    loginId: "demob2b",
    userName: "한지민",
    serviceStatus: "02",
    userStatus: "02",
    obdStatus: "INSTALLED_OK",
    delivery: "03",
    expires: 400,
    vehicle: "model-y",
    dataDays: 180,
    profile: "fleet",
    b2b: "에버세이프 렌터카",
  },
] as const;

export type DemoLoginId = (typeof DEMO_ACCOUNTS)[number]["loginId"];

/** Vehicles of the demo accounts; codes are those of the vehicle catalogue (vehicle area). */
export const DEMO_VEHICLES = {
  ioniq5: {
    carNo: "12가3456",
    brandDcd: "HYUNDAI",
    mdlDcd: "IONIQ5",
    dtlMdlDcd: "IONIQ5_LR_2WD",
    modelYear: 2023,
    batteryCapacityKwh: 77.4,
    cellCount: 180,
    moduleCount: 30,
    odometerKm: 18_400,
  },
  ev6: {
    carNo: "34나5678",
    brandDcd: "KIA",
    mdlDcd: "EV6",
    dtlMdlDcd: "EV6_LR_2WD",
    modelYear: 2022,
    batteryCapacityKwh: 77.4,
    cellCount: 192,
    moduleCount: 32,
    odometerKm: 35_200,
  },
  ev3: {
    carNo: "56다7890",
    brandDcd: "KIA",
    mdlDcd: "EV3",
    dtlMdlDcd: "EV3_LR",
    modelYear: 2025,
    batteryCapacityKwh: 81.4,
    cellCount: 176,
    moduleCount: 22,
    odometerKm: 1_200,
  },
  kona: {
    carNo: "78라1234",
    brandDcd: "HYUNDAI",
    mdlDcd: "KONA_EV",
    dtlMdlDcd: "KONA_EV_LR_2019",
    modelYear: 2019,
    batteryCapacityKwh: 64,
    cellCount: 98,
    moduleCount: 5,
    odometerKm: 112_000,
  },
  niro: {
    carNo: "90마5678",
    brandDcd: "KIA",
    mdlDcd: "NIRO_EV",
    dtlMdlDcd: "NIRO_EV_2020",
    modelYear: 2020,
    batteryCapacityKwh: 64,
    cellCount: 98,
    moduleCount: 5,
    odometerKm: 84_000,
  },
  "model-y": {
    carNo: "11허2345",
    brandDcd: "TESLA",
    mdlDcd: "MODEL_Y",
    dtlMdlDcd: "MODEL_Y_RWD",
    modelYear: 2024,
    batteryCapacityKwh: 60,
    cellCount: 108,
    moduleCount: 4,
    odometerKm: 42_000,
  },
} as const;

export interface SeededAccount {
  userNo: number;
  loginId: string;
  vehicleId: number | null;
  dataDays: number;
  profile: string | null;
}

export async function seedAccounts(deps: Deps): Promise<SeededAccount[]> {
  const today = kstDate(deps.now());
  const passwordHash = await hashPassword(deps.config.seedPassword);
  const out: SeededAccount[] = [];
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    // An application (01) has no period yet: it starts when the device is installed (services/service-period.ts).
    const hasPeriod = a.expires !== null && a.serviceStatus !== "01";
    const startedDay = hasPeriod ? addDays(today, a.expires - 365) : null;
    const [u] = await deps.db
      .insert(users)
      .values({
        loginId: a.loginId,
        passwordHash,
        userName: a.userName,
        email: `${a.loginId}@example.com`,
        phone: `010-${String(1000 + i).padStart(4, "0")}-${String(5678 + i * 11).slice(-4)}`,
        birthDate: `19${85 + i}-0${(i % 9) + 1}-1${i % 9}`,
        ci: `DEMO-CI-${a.loginId}`,
        userStatus: a.userStatus,
        serviceStatus: a.serviceStatus,
        joinType: a.serviceStatus === "00" ? null : "01",
        subscription: a.serviceStatus === "02" || a.serviceStatus === "03" ? "02" : "01",
        obdStatus: a.obdStatus,
        obdSerial: a.obdStatus === "NOT_INSTALLED" ? null : `OBD-${240000 + i}`,
        obdInstalledAt: a.obdStatus === "NOT_INSTALLED" ? null : new Date(deps.now().getTime() - (a.dataDays + 3) * 86_400_000),
        deliveryStatus: a.delivery,
        deliveredAt: a.delivery === "03" && startedDay ? kstDayStart(startedDay) : null,
        trackingNo: a.delivery ? `6${String(100000000000 + i * 7919)}` : null,
        carrierCd: a.delivery ? "CJ" : null,
        // A device on the way (demo01) arrives tomorrow.
        deliveryExpectedDate: a.delivery === "02" ? addDays(today, 1) : null,
        zip: "06236",
        addr: "서울특별시 강남구 테헤란로 152",
        daddr: `${10 + i}층`,
        isB2b: "b2b" in a,
        companyName: "b2b" in a ? a.b2b : null,
        serviceStartedAt: startedDay,
        serviceExpirationDate: hasPeriod ? addDays(today, a.expires) : null,
        promotionExpirationDate: a.serviceStatus === "02" ? addMonths(today, 6) : null,
        agreeMarketing: i % 2 === 0,
      })
      .returning({ userNo: users.userNo });
    let vehicleId: number | null = null;
    if (a.vehicle) {
      const [v] = await deps.db
        .insert(vehicles)
        .values({ userNo: u!.userNo, ...DEMO_VEHICLES[a.vehicle] })
        .returning({ vehicleId: vehicles.vehicleId });
      vehicleId = v!.vehicleId;
    }
    out.push({ userNo: u!.userNo, loginId: a.loginId, vehicleId, dataDays: a.dataDays, profile: a.profile });
  }
  return out;
}
