/**
 * The Kakao postcode search in tests: its script (apps/web/src/shared/postcode/postcode.ts) is never fetched from the
 * network; a small stand-in takes its place, or the load fails as when the widget is unreachable.
 */
export const POSTCODE_SCRIPT_URL = "https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";
export const POSTCODE_UNAVAILABLE = "주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.";

/**
 * A small stand-in for the postcode widget: the same namespace and `embed`, a button in place of the search that
 * hands `oncomplete` what the real widget gives for a pick.
 */
export const FAKE_POSTCODE_WIDGET = `
window.kakao = window.kakao || {};
window.kakao.Postcode = function (options) {
  this.embed = function (element) {
    element.innerHTML = "";
    var pick = document.createElement("button");
    pick.type = "button";
    pick.textContent = "서울특별시 중구 세종대로 110 선택";
    pick.onclick = function () {
      options.oncomplete({ zonecode: "04524", roadAddress: "서울특별시 중구 세종대로 110", jibunAddress: "서울특별시 중구 태평로1가 31", userSelectedType: "R", buildingName: "서울특별시청" });
    };
    element.appendChild(pick);
  };
};`;
